// The five outcomes of the CSV hardware import and their messages, exactly as docs/product.md
// section 5 words them. This is the single source: the server answers with these texts and the
// web's en-US catalogue is checked against them.

export const HARDWARE_IMPORT_OUTCOMES = [
  'added',
  'unavailable',
  'already_here',
  'not_found',
  'elsewhere',
] as const;
export type HardwareImportOutcome = (typeof HARDWARE_IMPORT_OUTCOMES)[number];

export const HARDWARE_IMPORT_MESSAGES: Record<HardwareImportOutcome, string> = {
  added: 'the sensor was added successfully',
  unavailable: 'the sensor is unavailable to the user',
  already_here: 'the sensor is already connected to this location',
  not_found: 'the sensor was not found',
  elsewhere: 'the sensor is already connected to {location}, select it to change its location',
};

/** The message of one outcome; {location} is the other location's name (outcome elsewhere). */
export function hardwareImportMessage(outcome: HardwareImportOutcome, location = ''): string {
  return HARDWARE_IMPORT_MESSAGES[outcome].replaceAll('{location}', () => location);
}

/** For display at the start of a sentence: "The sensor was added successfully". */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type HardwareImportSummary = Record<HardwareImportOutcome, number>;

export function summarizeImport(
  rows: readonly { outcome: HardwareImportOutcome }[],
): HardwareImportSummary {
  const summary = Object.fromEntries(HARDWARE_IMPORT_OUTCOMES.map((o) => [o, 0])) as Record<
    HardwareImportOutcome,
    number
  >;
  for (const row of rows) summary[row.outcome] += 1;
  return summary;
}
