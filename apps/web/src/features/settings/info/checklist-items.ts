import { canOpenSettingsPage, type Location, type SettingsPage } from '@footfall/core';
import type { ChecklistItem, ChecklistKey } from '../../../api/checklist';

/** The settings page where each checklist item is set up. */
export const CHECKLIST_PAGES: Record<ChecklistKey, SettingsPage> = {
  business_hours: 'business-hours',
  floor_plan: 'floor-plans',
  sensors_reporting: 'sensors',
  door_counters: 'door-counters',
  invited_users: 'organization',
};

export type ChecklistState = 'done' | 'missing' | 'notApplicable';

export interface ChecklistRow {
  key: ChecklistKey;
  state: ChecklistState;
  /** The page that sets it up, when this user may open it. */
  link: string | null;
}

/** The checklist as the info page shows it: state and a link per item, missing items first. */
export function checklistRows(
  items: readonly ChecklistItem[],
  locationId: string,
  permissions: ReadonlySet<string>,
  services: Location['services'] | undefined,
): ChecklistRow[] {
  const order: Record<ChecklistState, number> = { missing: 0, done: 1, notApplicable: 2 };
  return items
    .map((item) => {
      const page = CHECKLIST_PAGES[item.key];
      const state: ChecklistState = !item.applicable
        ? 'notApplicable'
        : item.done
          ? 'done'
          : 'missing';
      const link =
        state !== 'notApplicable' && canOpenSettingsPage(page, permissions, services)
          ? `/main/settings/${encodeURIComponent(locationId)}/${page}`
          : null;
      return { key: item.key, state, link };
    })
    .sort((a, b) => order[a.state] - order[b.state]);
}
