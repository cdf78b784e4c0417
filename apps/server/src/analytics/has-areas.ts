// Whether a location has any area, read inside the statements that sum its FQV (core's fqvFigure:
// without areas FQV is missing, not 0), so the answer needs no statement of its own.

/** SQL: true when the location named by `locationId` (a column or a parameter) has an area. */
export const HAS_AREAS = (locationId: string) =>
  `exists (select 1 from areas a where a.location_id = ${locationId})`;
