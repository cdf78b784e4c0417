// Analytics queries are written as plain SQL text with named parameters (:location_id) and run
// through drizzle, so every value is bound (never spliced) and every query has a name in the log.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';

export type Row = Record<string, unknown>;
export type SqlParams = Record<string, string | number | boolean | null>;

// ":name" but not the second colon of a "::type" cast.
const PARAMETER = /(?<![:\w]):([a-z_][a-z0-9_]*)/gi;

/** Binds :name parameters of `text` from `params`; a missing parameter is a programming error. */
export function namedSql(text: string, params: SqlParams): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(PARAMETER)) {
    const name = match[1] as string;
    if (!(name in params)) throw new Error(`SQL parameter :${name} has no value`);
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${params[name]}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Runs one named query and logs its name, duration and row count. */
export async function runQuery(
  db: Database,
  log: FastifyBaseLogger,
  name: string,
  text: string,
  params: SqlParams,
): Promise<Row[]> {
  const started = performance.now();
  const result = (await db.execute(namedSql(text, params))) as unknown as { rows: Row[] };
  log.debug({ query: name, ms: Math.round(performance.now() - started), rows: result.rows.length });
  return result.rows;
}

/** A numeric column (PostgreSQL sends bigint and numeric as text). */
export function num(value: unknown): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function numOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** a / b, or null when b is 0. */
export function ratio(a: number | null, b: number | null): number | null {
  return a === null || b === null || b === 0 ? null : a / b;
}
