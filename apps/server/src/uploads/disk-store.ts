// The disk store (the default): upload bytes in DATA_DIR/uploads/<corporation>/<id>, mode 0600.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { UploadStore } from './upload-store';

export const storageKeyOf = (corporationId: number, id: string) => `${corporationId}/${id}`;

function fileOf(dataDir: string, storageKey: string): string {
  if (!/^\d+\/[a-f0-9]{32}$/.test(storageKey)) throw new Error('bad storage key');
  return path.join(dataDir, 'uploads', ...storageKey.split('/'));
}

export const diskStore = (dataDir: string): UploadStore => ({
  async put(key, bytes) {
    const file = fileOf(dataDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes, { mode: 0o600 });
  },
  async get(key) {
    try {
      return await readFile(fileOf(dataDir, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  },
  async delete(key) {
    await rm(fileOf(dataDir, key), { force: true });
  },
});
