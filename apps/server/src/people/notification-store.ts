// Saved alert settings per person and location. Used by the settings routes and by the alert
// jobs (alerts/recipients.ts), which is why it is a store and not part of a route module.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notificationSettings } from '../db/schema';

export type NotificationSettingRow = typeof notificationSettings.$inferSelect;
export type NotificationChoices = Omit<NotificationSettingRow, 'userId' | 'locationId'>;

/** The saved rows of a location; a person without one has the defaults. */
export function listNotificationSettings(
  db: Database,
  locationId: number,
): Promise<NotificationSettingRow[]> {
  return db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.locationId, locationId));
}

export async function saveNotificationSetting(
  db: Database,
  userId: number,
  locationId: number,
  choices: NotificationChoices,
): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, locationId, ...choices })
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.locationId],
      set: choices,
    });
}
