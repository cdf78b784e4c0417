// The one id codec between the database and the API: rows carry ids as numbers (serial and
// bigserial columns read in number mode) and the API carries them as strings of digits (core's
// idString). Every crossing goes through these, so the two forms cannot drift apart one route at
// a time.

/** A row's id as the API shows it. */
export const idOut = (id: number): string => String(id);

/** A nullable reference column as the API shows it: null stays null. */
export const idOutOrNull = (id: number | null): string | null => (id === null ? null : idOut(id));

/** An id the API sent (already checked by core's idString) as the database's number. */
export const idIn = (text: string): number => Number(text);
