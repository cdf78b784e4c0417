// Frequent statements go as named prepared statements (db/prepared-statements.ts): a text is
// prepared from its third run, on each connection once, with the same answers as unnamed; texts
// without parameters (which may hold several commands) and named queries are left as they are.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { StatementNames, withStatementName } from '../src/db/prepared-statements';
import { createTestDatabase, type TestDatabase } from './helpers/databases';

describe('StatementNames', () => {
  it('names a text from its third run, the same name every time after', () => {
    const names = new StatementNames();
    expect(names.nameFor('select $1')).toBeUndefined();
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toMatch(/^ff_[0-9a-f]{20}$/);
    expect(names.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $1 + 1')).toBeUndefined();
  });

  it('prepares at most 200 texts', () => {
    const names = new StatementNames();
    const named = new Set<string>();
    for (let text = 0; text < 300; text += 1)
      for (let run = 0; run < 3; run += 1) {
        const name = names.nameFor(`select ${text} + $1`);
        if (name) named.add(name);
      }
    expect(named.size).toBe(200);
  });
});

describe('withStatementName', () => {
  const often = () => {
    const names = new StatementNames();
    for (let run = 0; run < 2; run += 1) withStatementName(names, { text: 'select $1' }, [1]);
    return names;
  };

  it('names a frequent query with parameters, given as the second argument or in the config', () => {
    expect(withStatementName(often(), { text: 'select $1' }, [1])).toMatchObject({
      text: 'select $1',
      name: expect.stringMatching(/^ff_/),
    });
    expect(withStatementName(often(), { text: 'select $1', values: [1] }, undefined)).toMatchObject(
      { name: expect.stringMatching(/^ff_/) },
    );
  });

  it('leaves texts without parameters, plain strings and named queries alone', () => {
    const names = new StatementNames();
    for (let run = 0; run < 5; run += 1) {
      expect(withStatementName(names, { text: 'begin; select 1' }, [])).toEqual({
        text: 'begin; select 1',
      });
      expect(withStatementName(names, 'select $1', [1])).toBe('select $1');
      expect(withStatementName(names, { text: 'select $1', name: 'mine' }, [1])).toEqual({
        text: 'select $1',
        name: 'mine',
      });
    }
  });
});

describe('a pool of the server', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: database.url, poolSize: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const prepared = async () => {
    const result = await handle.pool.query<{ name: string; statement: string }>(
      `select name, statement from pg_prepared_statements where name like 'ff\\_%'`,
    );
    return result.rows;
  };

  it('prepares a statement from its third run and answers as before', async () => {
    const statement = (n: number) => sql`select ${n}::int * 2 as doubled, ${'x'}::text as tag`;
    for (let run = 1; run <= 8; run += 1) {
      const result = (await handle.db.execute(statement(run))) as unknown as {
        rows: { doubled: number; tag: string }[];
      };
      expect(result.rows).toEqual([{ doubled: run * 2, tag: 'x' }]);
      const expected = run >= 3 ? 1 : 0;
      expect(await prepared(), `prepared after run ${run}`).toHaveLength(expected);
    }
    expect((await prepared())[0]!.statement).toContain('::int * 2 as doubled');
  });

  it('keeps answering when a prepared statement fails and runs again', async () => {
    const divide = (n: number) => sql`select 10 / ${n}::int as quotient`;
    for (const n of [1, 2, 5]) await handle.db.execute(divide(n));
    await expect(handle.db.execute(divide(0))).rejects.toMatchObject({
      cause: { message: 'division by zero' },
    });
    const result = (await handle.db.execute(divide(2))) as unknown as {
      rows: { quotient: number }[];
    };
    expect(result.rows).toEqual([{ quotient: 5 }]);
  });
});
