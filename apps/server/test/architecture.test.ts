// Issue 14: background code (the pipeline, the alert and report jobs) imported from route modules
// (pipeline/location-inputs.ts from setup/definitions-routes, alerts/recipients.ts from
// people/notification-routes). Routes sit on top: only app.ts and other routes may import them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the server’s layers', () => {
  it('lets no module below the routes import a route module', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.endsWith('-routes.ts') && path.basename(file) !== 'app.ts')
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/from '([^']*-routes)'/g)].map(
          (match) => `${path.relative(SRC, file)} imports ${match[1]}`,
        ),
      );
    expect(offenders).toEqual([]);
  });

  // Issue 14: a feature's SQL lives in its `<feature>-store.ts`; routes parse, check access, call
  // the store and answer. Passing `ctx.db` (or `app.db`) on to a store is fine; querying through
  // it is not.
  it('keeps SQL out of route modules', () => {
    const withSql = sourceFiles(SRC)
      .filter((file) => file.endsWith('-routes.ts'))
      .filter((file) => {
        const source = readFileSync(file, 'utf8');
        return (
          /from 'drizzle-orm'/.test(source) ||
          /from '[^']*\/db\/schema(\/[^']*)?'/.test(source) ||
          /\b(ctx|app)\.db\s*\./.test(source)
        );
      })
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'))
      .sort();
    expect(withSql).toEqual([]);
  });

  // Issue 14: every feature's routes are a Fastify plugin that reads the server's context from the
  // instance (http/context-plugin.ts); app.ts registers them rather than handing them `ctx`.
  it('makes every route module a Fastify plugin', () => {
    const notPlugins = sourceFiles(SRC)
      .filter((file) => file.endsWith('-routes.ts'))
      .filter(
        (file) =>
          !/^export const \w+Routes: FastifyPluginAsync\b/m.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(notPlugins).toEqual([]);
    const app = readFileSync(path.join(SRC, 'app.ts'), 'utf8');
    expect(app.match(/\bregister\w*Routes\(app, ctx\)/g) ?? []).toEqual([]);
  });

  // A handler takes the context from its input (defineRoute reads app.appContext); a plugin-wide
  // copy of it was a second way to reach the same object.
  it('keeps no copy of the context in a route plugin', () => {
    const copying = sourceFiles(SRC)
      .filter((file) => file.endsWith('-routes.ts'))
      .filter((file) => /\bconst ctx = app\.appContext\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(copying).toEqual([]);
  });

  // Issue 14: what a server keeps in memory is its own (ctx.state, made with its context, and
  // request decorations), never a module's map keyed by a server context or a request: two
  // servers in one process (the tests start many) must not share it.
  it('keeps no module-level map keyed by a server context or a request', () => {
    const keyedByServer = sourceFiles(SRC)
      .filter((file) => /WeakMap<\s*(AppContext|FastifyRequest)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(SRC, file).split(path.sep).join('/'));
    expect(keyedByServer).toEqual([]);
  });

  // Issue 14: fixtures and helpers that only tests use live under test/, not beside the product.
  it('keeps test-only code out of src', () => {
    const testOnly = sourceFiles(SRC)
      .filter(
        (file) =>
          /fixture|fake|mock/i.test(path.basename(file)) ||
          /from 'vitest'/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => path.relative(SRC, file));
    expect(testOnly).toEqual([]);
  });
});
