// GET /api/v1/locations for a corporation of 2,000 locations in 50 folders, through the whole
// server (permissions, services, JSON), against the baseline of the plain SQL that reads the same
// rows. Watches the cost of computing access in the application. On the embedded PostgreSQL server
// the product runs (a fresh one, removed afterwards).
import { seedOwner } from './bench-owner';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { readConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { folders, locationServices, locations } from '../apps/server/src/db/schema';
import { openBenchDatabase } from './bench-database';
import { loginToken } from './bench-login';
import { medianMs, type BenchResult } from './measure';

const LOCATIONS = 2000;
const FOLDERS = 50;

export async function locationsListBenchmark(): Promise<BenchResult & { database: string }> {
  const server = await openBenchDatabase('embedded', 'locations');
  try {
    return { ...(await measure(server.url)), database: server.label };
  } finally {
    await server.close();
  }
}

async function measure(url: string): Promise<BenchResult> {
  const database = await openDatabase({ databaseUrl: url });
  const { db } = database;
  const { corporation } = await seedOwner(db, {
    corporation: 'Bench Corp',
    email: 'bench@example.com',
    password: 'bench password',
    firstName: 'B',
    lastName: 'C',
  });
  const folderRows = await db
    .insert(folders)
    .values(
      Array.from({ length: FOLDERS }, (_, i) => ({
        corporationId: corporation.id,
        name: `Region ${i}`,
      })),
    )
    .returning();
  const locationRows = await db
    .insert(locations)
    .values(
      Array.from({ length: LOCATIONS }, (_, i) => ({
        corporationId: corporation.id,
        folderId: folderRows[i % FOLDERS]?.id ?? null,
        name: `Store ${i}`,
        type: 'RETAIL' as const,
        service: 'PLUS' as const,
        timezone: 'Europe/Paris',
      })),
    )
    .returning();
  await db.insert(locationServices).values(
    locationRows.map((row) => ({
      locationId: row.id,
      category: 'sensor',
      service: 'FOOTTRAFFIC',
    })),
  );

  const { app } = await buildApp({
    db,
    config: { ...readConfig({}), webDist: null, logLevel: 'silent' },
  });
  const token = await loginToken(app, 'bench@example.com', 'bench password');

  const api = await medianMs(async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/locations',
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.json().data.length !== LOCATIONS) throw new Error('wrong answer');
  });
  const plain = await medianMs(() =>
    db.execute(
      sql`select l.*, array_agg(s.service) as services from locations l left join location_services s on s.location_id = l.id where l.corporation_id = ${corporation.id} group by l.id`,
    ),
  );
  await app.close();
  await database.close();
  return {
    name: `GET /api/v1/locations, ${LOCATIONS} locations`,
    baseline: 'plain SQL of the same rows',
    ratio: api / plain,
    detail: `median ${api.toFixed(1)} ms vs ${plain.toFixed(1)} ms`,
  };
}
