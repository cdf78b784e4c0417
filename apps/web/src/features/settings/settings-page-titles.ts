import type { SettingsPage } from '@footfall/core';
import type { ScreenKey } from '../../app/screen-handle';

/** The catalogue title of each settings page. */
export const SETTINGS_PAGE_TITLES: Record<SettingsPage, ScreenKey> = {
  info: 'settingsInfo',
  organization: 'settingsOrganization',
  'business-hours': 'settingsBusinessHours',
  areas: 'settingsAreas',
  'floor-plans': 'settingsFloorPlans',
  tags: 'settingsTags',
  'door-counters': 'settingsDoorCounters',
  sensors: 'settingsSensors',
  api: 'settingsApi',
  notifications: 'settingsNotifications',
};
