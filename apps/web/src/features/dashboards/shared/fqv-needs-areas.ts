// The FQV card's reason for showing no figure where visitors are offered: the API leaves FQV null
// at a location without areas (core's fqvFigure: FQV counts visits to areas), not 0.

/** Whether a KPI's missing figure is FQV at a location without areas (its answer loaded). */
export const fqvNeedsAreas = (key: string, value: number | null | undefined): boolean =>
  key === 'fqv' && value === null;
