// Where upload bytes live, chosen by UPLOAD_STORE: the disk under DATA_DIR (default) or an
// S3-compatible bucket. Keys are `<corporation>/<id>` (storageKeyOf in disk-store.ts).
import type { Config } from '../config';
import { diskStore } from './disk-store';
import { s3Store } from './s3-store';

export interface UploadStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes; removing an absent key is not an error. */
  delete(key: string): Promise<void>;
}

/** Picked per request from the configuration, so a test may point DATA_DIR elsewhere. */
export const uploadStoreFor = (config: Pick<Config, 'dataDir' | 'uploadStore'>): UploadStore =>
  config.uploadStore.kind === 's3' ? s3Store(config.uploadStore) : diskStore(config.dataDir);
