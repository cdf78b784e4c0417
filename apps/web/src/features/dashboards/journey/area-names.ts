/** The location's area list as names by numeric id (the analytics answers use numbers). */
export function areaNamesById(
  areas: readonly { id: string; name: string }[] | undefined,
): ReadonlyMap<number, string> {
  return new Map((areas ?? []).map((area) => [Number(area.id), area.name]));
}
