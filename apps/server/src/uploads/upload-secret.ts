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

/** `expire` (unix seconds) signed with the secret for one corporation (the signature of DESIGN.md
 * section 4, bound to the corporation: another corporation's signature does not fit this key). */
export const signUpload = (secret: string, corporationId: number, expire: number) =>
  hmacHex(secret, `upload:${corporationId}:${expire}`);

/**
 * The public key of a corporation: `fc<id>_<24 hex of HMAC("corporation:<id>")>`. The upload
 * service reads the owning corporation from it; the MAC stops anyone naming another corporation.
 */
export const publicKeyFor = (secret: string, corporationId: number) =>
  `fc${corporationId}_${hmacHex(secret, `corporation:${corporationId}`).slice(0, 24)}`;

export function corporationOfKey(secret: string, key: string): number | null {
  const match = /^fc(\d{1,9})_([0-9a-f]{24})$/.exec(key);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = hmacHex(secret, `corporation:${id}`).slice(0, 24);
  return sameHex(match[2] ?? '', expected) ? id : null;
}
