// The demo feed's credentials: one API key per demo location, written by the server to
// DATA_DIR/demo-feed-keys.json (mode 0600) when it starts in demo mode. The feed reads the file
// and sends with those keys: it never signs in as the demo user (whose password is for people,
// and whose sign-ins are throttled). The server makes a key only for a location that has none;
// a key a person made or rotated in the settings is theirs: the location leaves the file (the feed
// stops sending there) rather than the person's devices losing their key. A restart changes
// nothing.
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiKeys, corporations, locations } from '../db/schema';
import { hashToken } from '../auth/tokens';
import { rotateApiKey } from '../keys/api-key-store';
import { DEMO_CORPORATION } from './demo-organisation';

export const DEMO_FEED_KEYS_FILE = 'demo-feed-keys.json';

export type DemoFeedKeys = { version: 1; locations: { id: number; api_key: string }[] };

async function readKeys(file: string): Promise<Map<number, string>> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<DemoFeedKeys>;
    return new Map((parsed.locations ?? []).map((entry) => [entry.id, entry.api_key]));
  } catch {
    return new Map();
  }
}

/** Makes sure DATA_DIR holds a working key for every demo location whose key is the feed's. */
export async function ensureDemoFeedKeys(db: Database, dataDir: string, now: Date): Promise<void> {
  const rows = await db
    .select({ id: locations.id, keyHash: apiKeys.keyHash })
    .from(locations)
    .innerJoin(corporations, eq(corporations.id, locations.corporationId))
    .leftJoin(apiKeys, eq(apiKeys.locationId, locations.id))
    .where(eq(corporations.name, DEMO_CORPORATION))
    .orderBy(locations.id);
  if (rows.length === 0) return;
  const file = path.join(dataDir, DEMO_FEED_KEYS_FILE);
  const known = await readKeys(file);
  const keys: DemoFeedKeys = { version: 1, locations: [] };
  let changed = rows.length !== known.size;
  for (const row of rows) {
    let key = known.get(row.id);
    if (key !== undefined && row.keyHash !== null && hashToken(key) === row.keyHash) {
      keys.locations.push({ id: row.id, api_key: key });
      continue;
    }
    changed = true;
    if (row.keyHash !== null) continue;
    key = (await rotateApiKey(db, row.id, { userId: null, at: now })).key;
    keys.locations.push({ id: row.id, api_key: key });
  }
  if (!changed) return;
  await mkdir(dataDir, { recursive: true });
  const temporary = `${file}.tmp`;
  await writeFile(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}
