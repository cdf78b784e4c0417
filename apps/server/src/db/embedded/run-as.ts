// PostgreSQL refuses to run as root. Started by root, the embedded server runs as an unprivileged
// system user: `postgres` where the machine has one, otherwise `footfall`, created on first use.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type RunAs = { name: string; uid: number; gid: number };

const CANDIDATES = ['postgres', 'footfall'];

function lookUp(name: string): RunAs | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Null when this process is not root (the server then runs as this process's user). */
export function unprivilegedUser(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  for (const name of CANDIDATES) {
    const found = lookUp(name);
    if (found) return found;
  }
  const created = spawnSync(
    'useradd',
    ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'footfall'],
    { encoding: 'utf8' },
  );
  const user = lookUp('footfall');
  if (!user)
    throw new Error(
      `The embedded PostgreSQL cannot run as root and no unprivileged user could be created ` +
        `(useradd: ${created.stderr?.trim() || created.error?.message}). Create a user "footfall" ` +
        'or set DATABASE_URL to a PostgreSQL server.',
    );
  return user;
}

/** The first folder from the root down to `target` that `user` cannot enter, or null. */
export function blockedFolder(target: string, user: RunAs): string | null {
  let dir = path.resolve(target);
  const chain: string[] = [];
  while (true) {
    chain.unshift(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const folder of chain) {
    if (!fs.existsSync(folder)) return null;
    const stat = fs.statSync(folder);
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return folder;
  }
  return null;
}

/** Every folder from the root down to `target` must let `user` in; say which one does not. */
export function assertReachable(target: string, user: RunAs, what: string): void {
  const folder = blockedFolder(target, user);
  if (folder) {
    const stat = fs.statSync(folder);
    throw new Error(
      `The embedded PostgreSQL runs as the unprivileged user "${user.name}", which cannot enter ` +
        `${folder} (mode ${(stat.mode & 0o777).toString(8)}), on the way to ${what} ${target}. ` +
        `Move the project or DATA_DIR to a folder others can enter (e.g. /srv or /var/lib), ` +
        `run "chmod o+x ${folder}", or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
}
