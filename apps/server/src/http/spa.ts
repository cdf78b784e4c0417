// The built web app: hashed assets cached for good, and index.html for every other page path so
// the client-side router can answer (including its own 404 page).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerSpa(app: FastifyInstance, webDist: string | null): Promise<boolean> {
  if (!webDist || !fs.existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  return true;
}

export function isPagePath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return !/^\/(api|login|sign-up|report|upload|invite-user)(\/|$)/.test(pathname);
}
