// Seeds the demo organisation into an empty database, in one transaction.
import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  corporations,
  folders,
  locationServices,
  locations,
  memberships,
  users,
} from '../db/schema';
import { hashPassword } from '../auth/password';
import { DEMO_CORPORATION, DEMO_FOLDERS, DEMO_LOCATIONS, DEMO_LOGIN } from './demo-organisation';
import { seedDemoHardware } from '../hardware/demo-hardware';
import type { UploadStore } from '../uploads/upload-store';
import { seedDemoReports } from './demo-reports';
import { seedDemoVenues } from './seed-venues';

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}

/** `uploads` receives the demo floor plans' images (the configured upload store). */
export async function seedDemo(db: Database, uploads: UploadStore): Promise<void> {
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await db.transaction(async (tx) => {
    const [corporation] = await tx
      .insert(corporations)
      .values({ name: DEMO_CORPORATION })
      .returning();
    const [user] = await tx
      .insert(users)
      .values({ email: DEMO_LOGIN.email, firstName: 'Dana', lastName: 'Demo', passwordHash })
      .returning();
    if (!corporation || !user) throw new Error('demo seed: insert returned nothing');
    await tx
      .insert(memberships)
      .values({ userId: user.id, corporationId: corporation.id, role: 'owner' });

    const folderIds = new Map<string, number>();
    for (const folder of DEMO_FOLDERS) {
      const parentId = folder.parent ? folderIds.get(folder.parent) : undefined;
      const [row] = await tx
        .insert(folders)
        .values({ corporationId: corporation.id, name: folder.name, parentId: parentId ?? null })
        .returning();
      if (row) folderIds.set(folder.key, row.id);
    }

    const locationIds = new Map<string, number>();
    for (const demo of DEMO_LOCATIONS) {
      const [row] = await tx
        .insert(locations)
        .values({
          corporationId: corporation.id,
          folderId: demo.folder ? (folderIds.get(demo.folder) ?? null) : null,
          parentId: demo.parent ? (locationIds.get(demo.parent) ?? null) : null,
          name: demo.name,
          type: demo.type,
          service: demo.service,
          addon: demo.addon ?? 'none',
          featured: demo.featured ?? false,
          country: demo.country,
          timezone: demo.timezone,
          address: demo.address,
        })
        .returning();
      if (!row) continue;
      locationIds.set(demo.key, row.id);
      const services = [
        ...(demo.tags ?? []).map((service) => ({ locationId: row.id, category: 'tag', service })),
        ...(demo.sensors ?? []).map((service) => ({
          locationId: row.id,
          category: 'sensor',
          service,
        })),
      ];
      if (services.length > 0) await tx.insert(locationServices).values(services);
    }
    const placements = await seedDemoVenues(tx, uploads, corporation.id, locationIds);
    await seedDemoHardware(tx, corporation.id, locationIds, placements);
    const owner = { corporationId: corporation.id, createdBy: user.id };
    await seedDemoReports(tx, owner, locationIds, folderIds, new Date());
  });
}
