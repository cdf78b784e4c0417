// Where upload bytes live: DATA_DIR/uploads/<corporation>/<id>. (An S3-compatible store would
// implement the same three calls; not built yet.)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const storageKeyOf = (corporationId: number, id: string) => `${corporationId}/${id}`;

function fileOf(dataDir: string, storageKey: string): string {
  if (!/^\d+\/[a-f0-9]{32}$/.test(storageKey)) throw new Error('bad storage key');
  return path.join(dataDir, 'uploads', ...storageKey.split('/'));
}

export async function storeBytes(dataDir: string, storageKey: string, bytes: Uint8Array) {
  const file = fileOf(dataDir, storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes, { mode: 0o600 });
}

export const readBytes = (dataDir: string, storageKey: string) =>
  readFile(fileOf(dataDir, storageKey));
