// Who receives an event of a location: every person who can see the location (the same rules as
// the notification settings screen, people/location-users.ts) whose settings enable the alert,
// with the channels they chose. Without a saved row a person has the defaults of issue 3.
import {
  DEFAULT_LOCALE,
  ROLE_PERMISSIONS,
  toSupportedLocale,
  type AlertKind,
  type Locale,
} from '@footfall/core';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { users, type locations } from '../db/schema';
import { usersWithAccess } from '../people/location-users';
import {
  listNotificationSettings,
  type NotificationSettingRow,
} from '../people/notification-store';
import { DEFAULT_ALERTS } from './alert-defaults';
import { idIn } from '../db/ids';

type LocationRow = typeof locations.$inferSelect;

export interface Recipient {
  userId: number;
  email: string;
  /** The language of their profile: their mails are written in it. */
  locale: Locale;
  byEmail: boolean;
  webhookUrl: string | null;
}

const FLAG_OF_SETTING = {
  sensor_offline: 'sensorOffline',
  daily_summary: 'dailySummary',
  traffic_drop: 'trafficDrop',
} as const satisfies Record<AlertKind, keyof NotificationSettingRow>;

export async function recipientsFor(
  ctx: AppContext,
  location: LocationRow,
  setting: AlertKind,
): Promise<Recipient[]> {
  // No caller here: user id 0 matches nobody, so is_you is always false.
  const people = (await usersWithAccess(ctx, location, 0)).filter((person) =>
    ROLE_PERMISSIONS[person.role].includes('locations_view'),
  );
  const [rows, profiles] = await Promise.all([
    listNotificationSettings(ctx.db, location.id),
    people.length === 0
      ? Promise.resolve([])
      : ctx.db
          .select({ id: users.id, locale: users.locale })
          .from(users)
          .where(
            inArray(
              users.id,
              people.map((person) => idIn(person.user_id)),
            ),
          ),
  ]);
  const localeOf = new Map(profiles.map((profile) => [profile.id, profile.locale]));
  const recipients: Recipient[] = [];
  for (const person of people) {
    const userId = idIn(person.user_id);
    const row = rows.find((candidate) => candidate.userId === userId);
    const enabled = row ? row[FLAG_OF_SETTING[setting]] : DEFAULT_ALERTS[setting];
    if (!enabled) continue;
    recipients.push({
      userId,
      email: person.email,
      locale: toSupportedLocale(localeOf.get(userId)) ?? DEFAULT_LOCALE,
      byEmail: row?.byEmail ?? true,
      webhookUrl: row?.webhookUrl ?? null,
    });
  }
  return recipients;
}

/** Recipients looked up once per location and setting within one run of the job. */
export class RecipientCache {
  private readonly entries = new Map<string, Promise<Recipient[]>>();

  constructor(private readonly ctx: AppContext) {}

  get(location: LocationRow, setting: AlertKind): Promise<Recipient[]> {
    const key = `${location.id}:${setting}`;
    let entry = this.entries.get(key);
    if (!entry) {
      entry = recipientsFor(this.ctx, location, setting);
      this.entries.set(key, entry);
    }
    return entry;
  }
}
