// The built web app: hashed assets cached for good, and index.html for every other page path so
// the client-side router can answer (its own "Page not found" with status 404).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isAppPage } from '@footfall/core';
import type { FastifyInstance } from 'fastify';

export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<boolean> {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    // A catch-all route, so a rebuilt app's new asset names are found without a restart; a
    // missing file falls through to the not-found handler (index.html for page paths).
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The root is a directory to the static plugin; it is a page (the app redirects it to /login).
  app.get('/', (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .sendFile('index.html'),
  );
  return true;
}

/** A GET the web app answers: everything but the API and the upload service (`/login` and
 * `/sign-up` are pages for GET and origin calls for POST). */
export function isPagePath(url: string): boolean {
  return !/^\/(api|upload)(\/|$)/.test(pathOf(url));
}

const pathOf = (url: string) => url.split('?')[0] ?? '/';

/** The app answers every page path; one it has no page for shows its "Page not found", and says
 * so with the status too (core's PAGE_PATTERNS, kept equal to the web's route table). */
export function pageStatus(url: string): 200 | 404 {
  try {
    return isAppPage(decodeURI(pathOf(url))) ? 200 : 404;
  } catch {
    return 404;
  }
}
