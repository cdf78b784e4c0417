/** The location selected by default: the first featured one, else the first (docs/product.md
 * section 4). */
export function defaultSelectedLocation<T extends { featured?: boolean | null }>(
  locations: readonly T[],
): T | null {
  return locations.find((location) => location.featured === true) ?? locations[0] ?? null;
}
