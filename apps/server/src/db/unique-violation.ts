// PostgreSQL's unique_violation (SQLSTATE 23505), as pg raises it or as drizzle wraps it (cause):
// two writers of one unique value at once, the index decides and the loser is told so.
export function isUniqueViolation(error: unknown): boolean {
  const failure = error as { code?: string; cause?: { code?: string } } | null;
  return failure?.code === '23505' || failure?.cause?.code === '23505';
}
