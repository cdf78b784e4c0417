import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server';

describe('HTTP conventions', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('sends security headers with a CSP that allows no inline script', async () => {
    const res = await server.request('POST', '/login', { body: { user_name: 'a@b.co' } });
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('gives every request an id, or echoes the caller’s', async () => {
    const res = await server.request('GET', '/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const given = await server.request('GET', '/api/health', {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
  });

  it('answers unknown API paths and bad JSON with the error envelope', async () => {
    const missing = await server.request('GET', '/api/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body.meta).toMatchObject({ code: 404, error_type: 'NotFoundException' });
    const bad = await server.request('POST', '/login', { body: '{not json' });
    expect(bad.status).toBe(400);
    expect(bad.body.meta).toMatchObject({
      code: 400,
      error_type: 'ValidationException',
      error_message: 'The request body is not valid JSON',
    });
  });

  it('publishes an OpenAPI document generated from the schemas, and a page for people', async () => {
    const doc = await server.request('GET', '/api/docs/json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.0.3');
    for (const path of [
      '/login',
      '/sign-up',
      '/api/logout',
      '/api/system/myprofile',
      '/api/v1/locations',
      '/api/v1/locations/{id}',
      '/api/system/locations/{id}',
      '/api/system/locations/{id}/user-permissions',
      '/api/system/corporations',
      '/api/v1/folders',
    ]) {
      expect(doc.body.paths[path], path).toBeDefined();
    }
    const signUp = doc.body.paths['/sign-up'].post.requestBody.content['application/json'].schema;
    expect(signUp.required).toEqual(
      expect.arrayContaining(['email', 'first_name', 'last_name', 'password']),
    );
    const page = await server.request('GET', '/api/docs');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('/api/system/myprofile');
    expect(page.body).not.toContain('<script');
  });

  it('documents every route the server answers', async () => {
    const documented = new Set(server.ctx.routes.map((route) => `${route.method} ${route.url}`));
    // The document @fastify/swagger writes from the routes' schemas lists the same routes.
    const doc = await server.request('GET', '/api/docs/json');
    const paths = doc.body.paths as Record<string, Record<string, unknown>>;
    const inDocument = new Set(
      Object.entries(paths).flatMap(([path, methods]) =>
        Object.keys(methods).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      ),
    );
    // The documentation itself and Fastify's automatic HEAD twins of GET routes.
    const notApi = new Set(['GET /api/docs', 'GET /api/docs/json']);
    const served = server.ctx.served
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !notApi.has(route));
    expect(server.ctx.served.length).toBeGreaterThan(100);
    expect(served.filter((route) => !documented.has(route))).toEqual([]);
    expect(served.filter((route) => !inDocument.has(route))).toEqual([]);
  });

  it('documents the paginated heatmap with next_url and description, and the live stream as text/event-stream', async () => {
    const doc = await server.request('GET', '/api/docs/json');
    const heatmap = doc.body.paths['/api/v1/locations/{id}/heatmap'].get.responses['200'].content;
    const page = heatmap['application/json'].schema;
    expect(page.required).toEqual(expect.arrayContaining(['data', 'next_url', 'description']));
    expect(page.properties.next_url).toMatchObject({ type: 'string', nullable: true });
    expect(page.properties.description.required).toEqual(['start_date', 'end_date']);
    expect(page.properties.data.properties.cells).toBeDefined();

    const live = doc.body.paths['/api/v1/locations/{id}/live'].get.responses['200'].content;
    expect(Object.keys(live)).toEqual(['text/event-stream']);
    expect(live['text/event-stream'].schema.type).toBe('string');
    expect(live['text/event-stream']['x-event-data'].properties.occupancy_now).toBeDefined();
    // Every other answer keeps the plain { data } envelope.
    const locations = doc.body.paths['/api/v1/locations'].get.responses['200'].content;
    expect(Object.keys(locations['application/json'].schema.properties)).toEqual(['data']);

    const html = await server.request('GET', '/api/docs');
    expect(html.body).toContain('Each event (text/event-stream)');
    expect(html.body).toContain('(with <code>next_url</code> and <code>description</code>)');
  });
});

describe('serving the web app', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'footfall-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Footfall app</title>');
    fs.writeFileSync(path.join(dist, 'assets/app-1.js'), 'console.log(1)');
    server = await startTestServer({ webDist: dist });
  });
  afterAll(() => server?.stop());

  it('answers every page path, including /login and /sign-up, with the app', async () => {
    for (const page of ['/', '/login', '/sign-up', '/main/dashboard/3/retail', '/main/?x=1']) {
      const res = await server.request('GET', page);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('content-type'), page).toContain('text/html');
      expect(res.body, page).toContain('Footfall app');
    }
    // A path the app has no page for: its "Page not found", with the status to match.
    for (const page of ['/no/such/page', '/main/dashboard/3/nothing', '/view-only']) {
      const res = await server.request('GET', page);
      expect(res.status, page).toBe(404);
      expect(res.headers.get('content-type'), page).toContain('text/html');
      expect(res.body, page).toContain('Footfall app');
    }
    const api = await server.request('GET', '/api/nothing');
    expect(api.status).toBe(404);
    expect(api.body.meta.error_type).toBe('NotFoundException');
  });

  // As `npm start` runs: the web app's file routes have no schema and are no API operation.
  it('documents the API, and only the API, beside the web app', async () => {
    const doc = await server.request('GET', '/api/docs/json');
    expect(doc.status, JSON.stringify(doc.body)).toBe(200);
    const paths = doc.body.paths as Record<string, Record<string, { summary?: string }>>;
    expect(Object.keys(paths)).toContain('/api/health');
    // The app's page and its files (`/`, `/*`) are not in it; every operation is a described one.
    expect(Object.keys(paths).filter((url) => url === '/' || url.includes('*'))).toEqual([]);
    const operations = Object.values(paths).flatMap((path) => Object.values(path));
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
    const page = await server.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.body).toContain('/api/health');
  });

  it('serves hashed assets for good, including ones built after start-up', async () => {
    const asset = await server.request('GET', '/assets/app-1.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const fs = await import('node:fs');
    fs.writeFileSync(`${dist}/assets/app-2.js`, 'console.log(2)');
    const later = await server.request('GET', '/assets/app-2.js');
    expect(later.status).toBe(200);
    expect(later.body).toBe('console.log(2)');
  });
});
