// Keeps a figure and its unit on one line ("15 min 33 s" must not leave the "s" alone).

const NBSP = '\u00a0';

/**
 * The text with the plain space between a number and the unit after it made non-breaking: "15 min
 * 33 s" can still break between "15 min" and "33 s", never inside either.
 */
export function keepUnitsTogether(text: string): string {
  return text.replace(/(\d) (?=[\p{L}%])/gu, `$1${NBSP}`);
}
