// Whether a SQL text names the locations of every fact table it reads or changes (issue 18,
// Citus-ready data; docs/operations.md "Citus"): on a database distributed by location_id a
// statement with `location_id = $n`, `= any($n)` or `in ($n, ...)` on each fact table goes to the
// shards of those locations only, any other goes to every shard. A reading of the text, not a
// parser: it knows the shapes the server writes (drizzle's and the analytics' SQL).

/** Tables distributed by location_id (docs/operations.md "Citus"). */
export const FACT_TABLES = [
  'raw_detections',
  'door_counts',
  'gateway_counts',
  'gateway_heartbeats',
  'ingest_batches',
  'pipeline_dirty_days',
  'visits',
  'hourly_rollups',
  'area_hourly_rollups',
  'transition_hourly_rollups',
  'heatmap_hourly_rollups',
  'gateway_hourly_rollups',
  'daily_rollups',
] as const;

/** raw_detections' day partitions and its default partition. */
const RAW_PARTITION = /^raw_detections_(\d{8}|default)$/;

const isFact = (table: string) =>
  (FACT_TABLES as readonly string[]).includes(table) || RAW_PARTITION.test(table);

/** Words that may follow a table name where an alias would stand. */
const NOT_ALIAS = new Set(
  'where on join inner left right full cross group order limit set using returning as select union having window for natural lateral with'.split(
    ' ',
  ),
);

const REFERENCE =
  /\b(?:from|join|update|using)\s+(?:only\s+)?([a-z_][a-z0-9_]*)(?:\s+(?:as\s+)?([a-z_][a-z0-9_]*))?/g;

/** A parameter or a number, maybe cast: `$1`, `cast($1 as int)`, `$1::int`, `12`. */
const VALUE = String.raw`(?:cast\s*\(\s*)?(?:\$\d+|\d+)(?:\s*::\s*\w+(?:\[\])?)?`;
const NAMED = new RegExp(
  String.raw`(?:\b([a-z_][a-z0-9_]*)\.)?location_id\s*(?:=\s*${VALUE}|=\s*any\s*\(\s*${VALUE}|in\s*\(\s*${VALUE}(?:\s*,\s*${VALUE})*\s*\))`,
  'g',
);
const JOINED = /\b([a-z_][a-z0-9_]*)\.location_id\s*=\s*([a-z_][a-z0-9_]*)\.location_id\b/g;

export type FactReference = { table: string; alias: string | null };

/** The statement's text as compared: lower case, no quoted identifiers, spaces collapsed. */
export const normalise = (text: string) =>
  text.toLowerCase().replaceAll('"', '').replace(/\s+/g, ' ').trim();

/** The fact tables the statement reads or changes (an insert's target alone is not one). */
export function factReferences(text: string): FactReference[] {
  const references: FactReference[] = [];
  for (const match of normalise(text).matchAll(REFERENCE)) {
    const table = match[1] as string;
    if (!isFact(table)) continue;
    const alias = match[2] && !NOT_ALIAS.has(match[2]) ? match[2] : null;
    references.push({ table, alias });
  }
  return references;
}

/** The fact tables the statement touches without naming their locations (empty: it is fine). */
export function unfilteredFactTables(text: string): string[] {
  const sqlText = normalise(text);
  const references = factReferences(text);
  if (references.length === 0) return [];
  // Qualifiers whose location_id is named; '' stands for an unqualified location_id.
  const named = new Set<string>();
  for (const match of sqlText.matchAll(NAMED)) named.add(match[1] ?? '');
  // A join on location_id carries the locations over (Citus joins co-located shards).
  const joins = [...sqlText.matchAll(JOINED)].map((match) => [match[1]!, match[2]!] as const);
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b] of joins) {
      if (named.has(a) !== named.has(b)) {
        named.add(a);
        named.add(b);
        grew = true;
      }
    }
  }
  return references
    .filter(({ table, alias }) => !named.has('') && !named.has(table) && !named.has(alias ?? table))
    .map(({ table }) => table);
}
