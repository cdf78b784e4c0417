// The upload secret signs upload credentials and corporation keys. UPLOAD_SECRET (shared by
// every server process of a scale-out) wins; otherwise one is generated on first use and kept in
// DATA_DIR/upload-secret (mode 0600), so signatures survive a restart of a single server.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const cache = new Map<string, Promise<string>>();

export function uploadSecret(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string> {
  const fromEnv = env.UPLOAD_SECRET;
  if (fromEnv && fromEnv.length >= 16) return Promise.resolve(fromEnv);
  let pending = cache.get(dataDir);
  if (!pending) {
    pending = readOrCreate(dataDir);
    pending.catch(() => cache.delete(dataDir));
    cache.set(dataDir, pending);
  }
  return pending;
}

async function readOrCreate(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'upload-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // absent: create below
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // `wx`: a concurrent first request of another process keeps its own, we read it back.
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
}

export const hmacHex = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex');

export function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** Who may upload with a key: a user of a corporation (issue 15: credentials bound to both). */
export type Uploader = { corporationId: number; userId: number };

/** `expire` (unix seconds) signed with the secret for one uploader (the signature of
 * docs/product.md section 7, bound to the corporation and the user: another's signature does not
 * fit this key). */
export const signUpload = (secret: string, uploader: Uploader, expire: number) =>
  hmacHex(secret, `upload:${uploader.corporationId}:${uploader.userId}:${expire}`);

/**
 * The public key of an uploader: `fc<corporation>u<user>_<24 hex of HMAC>`. The upload service
 * reads the corporation that will own the file and the user who sends it; the MAC stops anyone
 * naming another corporation or user.
 */
export const publicKeyFor = (secret: string, uploader: Uploader) =>
  `fc${uploader.corporationId}u${uploader.userId}_${keyMac(secret, uploader)}`;

const keyMac = (secret: string, { corporationId, userId }: Uploader) =>
  hmacHex(secret, `uploader:${corporationId}:${userId}`).slice(0, 24);

export function uploaderOfKey(secret: string, key: string): Uploader | null {
  const match = /^fc(\d{1,9})u(\d{1,9})_([0-9a-f]{24})$/.exec(key);
  if (!match) return null;
  const uploader = { corporationId: Number(match[1]), userId: Number(match[2]) };
  return sameHex(match[3] ?? '', keyMac(secret, uploader)) ? uploader : null;
}
