// Issue 15, "Proven by": hostile input over every operation of the OpenAPI document, as an owner,
// a viewer, a user of another corporation and without a login. The rule: no 5xx, every error in
// the envelope, nothing written by a refused request (a row trigger on every table logs writes;
// the server's background jobs are off), and the server healthy afterwards. `npm test` runs a few cases per operation and
// caller (FUZZ_RUNS, default 2); `npm run fuzz` runs many more (50).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { organisationFixture, type Fixture } from './helpers/organisation-fixture';
import { startTestServer, type TestServer } from './helpers/test-server';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.npm_lifecycle_event === 'fuzz' ? 50 : 2));

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  parameters?: { name: string; in: 'path' | 'query'; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** Values that broke servers before: control characters, far dates, huge and odd numbers, deep
 * nesting, prototype keys, SQL and path tricks, and the wrong type altogether. */
const hostileText = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0007\u001b[31m',
    '9999-12-31',
    '0000-00-00',
    '1969-12-31',
    '-1',
    '0',
    '1e309',
    'NaN',
    '99999999999999999999',
    "' or 1=1 --",
    '../../etc/passwd',
    '__proto__',
    '%00',
    '\ud800',
    ' ',
    '',
  ),
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(10_000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(null, true, -1, 0, 2 ** 53, -(2 ** 31), 1.5, {}, [], { __proto__: { a: 1 } }),
  fc.constant(JSON.parse('{"a":'.repeat(200) + '1' + '}'.repeat(200)) as unknown),
  fc.array(hostileText, { maxLength: 3 }),
);

/** A body with the schema's own field names (so validation reaches them), each hostile. */
function hostileBody(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const names = Object.keys(schema?.properties ?? {});
  const fields = fc.record(Object.fromEntries(names.map((name) => [name, hostileValue])), {
    requiredKeys: [],
  });
  return fc.oneof(fields, hostileValue, fc.constant({}), fc.constant(null));
}

const ACTORS = ['owner', 'viewer', 'foreign', 'none'] as const;

/** Writes a refused request may make: failed sign-ins are counted (throttling), and a session's
 * last use is noted by every authenticated request. */
const ALLOWED_ON_REFUSAL = new Set([
  'INSERT login_attempts',
  'UPDATE login_attempts',
  'UPDATE access_tokens',
]);

/** A row trigger on every table of the test database logs each write as `OP table`. */
async function logWrites(server: TestServer): Promise<() => Promise<string[]>> {
  await server.ctx.db.execute(
    sql.raw(`
    create table fuzz_writes (id bigserial primary key, what text not null);
    create function fuzz_log_write() returns trigger language plpgsql as $$
      begin insert into fuzz_writes (what) values (tg_op || ' ' || tg_table_name); return null; end $$;
    do $$ declare t record; begin
      for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
          and c.relname not in ('fuzz_writes', '__drizzle_migrations')
      loop
        execute format('create trigger fuzz_log after insert or update or delete on %I
          for each row execute function fuzz_log_write()', t.relname);
      end loop;
    end $$;`),
  );
  let seen = 0;
  return async () => {
    const result = await server.ctx.db.execute(
      sql`select id, what from fuzz_writes where id > ${seen} order by id`,
    );
    const rows = (result as unknown as { rows: { id: string; what: string }[] }).rows;
    if (rows.length > 0) seen = Number(rows.at(-1)?.id);
    return [...new Set(rows.map((row) => row.what))].filter(
      (what) => !ALLOWED_ON_REFUSAL.has(what),
    );
  };
}

/** A lone surrogate cannot be put in an address at all (encodeURIComponent throws): as a browser
 * would, it is sent as U+FFFD. */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/g, '\ufffd');

describe('fuzz: hostile input over every documented operation', () => {
  let server: TestServer;
  let fx: Fixture;
  let operations: { method: string; path: string; operation: Operation }[];
  let writesSince: () => Promise<string[]>;
  beforeAll(async () => {
    // No background work: every write seen is a request's.
    server = await startTestServer({
      demo: true,
      pipelineWorker: false,
      alertJobs: false,
      reportJobs: false,
    });
    fx = await organisationFixture(server);
    writesSince = await logWrites(server);
    // The log sees writes: an accepted change shows up in it.
    const saved = await server.request('PUT', `/api/system/locations/${fx.location.id}/meraki`, {
      token: fx.tokens.owner,
      body: { validator: 'fuzzcheck0123456789' },
    });
    expect(saved.status).toBe(200);
    expect(await writesSince()).toContain('INSERT meraki_receivers');
    const document = (await server.request('GET', '/api/docs/json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
  });
  afterAll(() => server?.stop());

  it(
    'answers every hostile request below 500, in the error envelope, writing nothing when refusing',
    { timeout: 600_000 },
    async () => {
      expect(operations.length).toBeGreaterThan(50);
      const failures: string[] = [];
      let sent = 0;
      for (const { method, path, operation } of operations) {
        // Streams stay open: their refusals are tested in live.test.ts.
        if (path.endsWith('/live')) continue;
        const failuresBefore = failures.length;
        const params = operation.parameters ?? [];
        // A multipart route (the upload) gets hostile JSON in the shape of its fields: refused.
        const content = operation.requestBody?.content;
        const body = (content?.['application/json'] ?? content?.['multipart/form-data'])?.schema;
        const request = fc.record({
          actor: fc.constantFrom(...ACTORS),
          // Path parameters: hostile, or a real id of the fixture (then the body and query are
          // what is hostile). DELETE always gets hostile ids, so the fixture survives.
          realIds: method === 'DELETE' ? fc.constant(false) : fc.boolean(),
          path: fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === 'path').map((p) => [p.name, hostileText]),
            ),
          ),
          query: fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === 'query').map((p) => [p.name, hostileText]),
            ),
            { requiredKeys: [] },
          ),
          body:
            method === 'GET' || method === 'DELETE' ? fc.constant(undefined) : hostileBody(body),
        });
        await fc
          .assert(
            fc.asyncProperty(request, async (input) => {
              const url =
                path.replace(/\{(\w+)\}/g, (_, name: string) =>
                  encodeURIComponent(
                    wellFormed(
                      input.realIds
                        ? fx.location.id
                        : String((input.path as Record<string, string>)[name]),
                    ),
                  ),
                ) +
                (Object.keys(input.query).length > 0
                  ? `?${new URLSearchParams(input.query as Record<string, string>).toString()}`
                  : '');
              const token = input.actor === 'none' ? undefined : fx.tokens[input.actor];
              sent += 1;
              await writesSince();
              const res = await server.request(method, url, {
                token,
                ...(input.body === undefined
                  ? {}
                  : {
                      body: JSON.stringify(input.body),
                      headers: { 'content-type': 'application/json' },
                    }),
              });
              const enveloped =
                res.status < 400 ||
                typeof (res.body as { meta?: { error_type?: unknown } })?.meta?.error_type ===
                  'string';
              if (res.status >= 500 || !enveloped) {
                failures.push(`${method} ${url.slice(0, 120)} as ${input.actor}: ${res.status}`);
                return false;
              }
              const written = res.status >= 400 ? await writesSince() : [];
              if (written.length > 0) {
                failures.push(
                  `${method} ${url.slice(0, 120)} as ${input.actor}: ${res.status} but wrote ${written.join(', ')}`,
                );
                return false;
              }
              return true;
            }),
            { numRuns: RUNS, endOnFailure: true },
          )
          .catch((error: unknown) => {
            // A refused answer is already in `failures`; a case that threw is added here.
            if (failures.length > failuresBefore) return;
            const message = error instanceof Error ? error.message : String(error);
            failures.push(`${method} ${path}: ${message.split('\n').slice(0, 4).join(' ')}`);
          });
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual((operations.length - 1) * RUNS);
      expect((await server.request('GET', '/api/health')).status).toBe(200);
    },
  );
});
