import {
  CALIBRATION_WINDOW_DAYS,
  DEFAULT_LOCATION_DEFINITIONS,
  MIN_CALIBRATION_DAYS,
  MIN_CALIBRATION_WALK_INS,
  estimateFromSummary,
  resolveEstimate,
  type LocationCalibration,
  type Corporation,
  type Location,
  type Profile,
} from '@footfall/core';

export function aLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: '5',
    name: 'Flagship Store',
    featured: false,
    corporation_id: '1',
    corporation: 'Acme Retail',
    folder_id: '0',
    parent_id: null,
    type: 'RETAIL',
    service: 'PLUS',
    addon: 'none',
    child_ids: [],
    country: 'USA',
    timezone: 'America/New_York',
    address: null,
    services: { service: 'PLUS', tag_services: ['DOORCOUNTER'], sensor_services: ['FOOTTRAFFIC'] },
    ...overrides,
  };
}

export const aProfile: Profile = {
  id: '11',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  locale: null,
  corporation_id: '1',
  role: 'owner',
};

/** The calibration answer of a location with no calibration of its own (issue 19). */
export function aCalibration(overrides: Partial<LocationCalibration> = {}): LocationCalibration {
  return {
    estimate: estimateFromSummary(resolveEstimate(null)),
    own: null,
    window_days: CALIBRATION_WINDOW_DAYS,
    min_days: MIN_CALIBRATION_DAYS,
    min_walk_ins: MIN_CALIBRATION_WALK_INS,
    ...overrides,
  };
}

export const aCorporation: Corporation = { id: '1', name: 'Acme Retail' };

/** The answers every /main page asks for, around one location. */
export function shellAnswers(location: Location, permissions: string) {
  return {
    'GET /api/v1/locations': { body: [location] },
    [`GET /api/v1/locations/${location.id}`]: { body: location },
    [`GET /api/system/locations/${location.id}/user-permissions`]: {
      body: { permissions, role: 'custom' },
    },
    'GET /api/system/myprofile': { body: aProfile },
    'GET /api/system/corporations': { body: [aCorporation] },
    // The info page asks for these; unanswered, a 404 would open the global error screen.
    [`GET /api/system/locations/${location.id}/definitions`]: {
      body: { ...DEFAULT_LOCATION_DEFINITIONS, is_default: true, updated_at: null },
    },
    [`GET /api/system/locations/${location.id}/calibration`]: { body: aCalibration() },
  };
}
