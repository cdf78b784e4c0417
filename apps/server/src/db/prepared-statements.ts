// PostgreSQL parses and plans an unnamed statement on every execution. Under the dashboard load
// that was half of the database's time (docs/operations.md, "Where the time goes"): the token
// check and the analytics statements are the same few texts thousands of times. A text this
// process has sent a few times goes as a named prepared statement instead: each connection parses
// it once and, after five runs, PostgreSQL keeps one generic plan when it costs no more than the
// custom ones (plan_cache_mode auto).
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Runs of a text before it is prepared: one-off statements (an insert of N rows) stay unnamed. */
const PREPARE_AFTER_RUNS = 3;
/** Texts prepared at most, so that a connection's prepared statements stay few. */
const MAX_PREPARED_TEXTS = 200;
/** Texts counted at most before the count starts over (texts that vary by their values). */
const MAX_COUNTED_TEXTS = 2_000;

export class StatementNames {
  private readonly runs = new Map<string, number>();
  private readonly names = new Map<string, string>();

  /** The name to prepare `text` under, once it has run often enough; undefined before. */
  nameFor(text: string): string | undefined {
    const name = this.names.get(text);
    if (name !== undefined || this.names.size >= MAX_PREPARED_TEXTS) return name;
    const runs = (this.runs.get(text) ?? 0) + 1;
    if (runs < PREPARE_AFTER_RUNS) {
      if (this.runs.size >= MAX_COUNTED_TEXTS) this.runs.clear();
      this.runs.set(text, runs);
      return undefined;
    }
    this.runs.delete(text);
    const named = `ff_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, named);
    return named;
  }
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/** The query with a name when its text is prepared. Only statements with parameters: those go
 * through the extended protocol already (one command each); a text without them may hold
 * several commands, which a prepared statement cannot. */
export function withStatementName(
  names: StatementNames,
  config: unknown,
  values: unknown,
): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfig;
  const parameters = Array.isArray(values) ? values : query.values;
  if (typeof query.text !== 'string' || query.name !== undefined) return config;
  if (!Array.isArray(parameters) || parameters.length === 0) return config;
  const name = names.nameFor(query.text);
  return name === undefined ? config : { ...query, name };
}

/** A pg Client class whose queries go through withStatementName (the pool's `Client` option). */
export function preparingClient(names: StatementNames): typeof pg.Client {
  class PreparingClient extends pg.Client {}
  // pg.Client's own query is looked up at each call, as a subclass method's `super.query` would.
  PreparingClient.prototype.query = function (
    this: pg.Client,
    config: unknown,
    ...rest: unknown[]
  ) {
    const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
    return query.call(this, withStatementName(names, config, rest[0]), ...rest);
  } as typeof pg.Client.prototype.query;
  return PreparingClient;
}
