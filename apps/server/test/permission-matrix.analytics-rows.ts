// Permission-matrix rows for the analytics API, the live stream, the pipeline status and the
// alerts' webhook secret. Analytics read with locations_view (connectivity: any
// locations_sensors_ permission, as the sensors page) and let a share token of the location read
// them with its creator's (the owner's) permissions; the pipeline status and the webhook secret
// are not for share tokens.
import { all, grid, type Row } from './permission-matrix.helpers';

const ANALYTICS = [
  'foot-traffic',
  'door-counter',
  'dwell-areas',
  'dwell-group-areas',
  'visit-duration',
  'heatmap',
  'interactions',
  'scores',
  'profile-qualifiers',
] as const;

export const ANALYTICS_ROWS: Row[] = [
  ...ANALYTICS.map((name): Row => ({
    name: `GET v1/locations/{id}/${name} (locations_view, share token allowed)`,
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}/${name}` }),
    expect: all(200, 404, 200),
  })),
  {
    name: 'GET v1/locations/{id}/connectivity (locations_sensors_, share token allowed)',
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}/connectivity` }),
    expect: grid(200, 200, 200, 403, 404, 200),
  },
  {
    name: 'GET v1/locations/{id}/live, first response (locations_view, share token allowed)',
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}/live`, stream: true }),
    expect: all(200, 404, 200),
  },
  {
    name: 'GET pipeline-status (locations_view)',
    call: (f) => ({
      method: 'GET',
      path: `/api/system/locations/${f.location.id}/pipeline-status`,
    }),
    expect: all(200, 404, 403),
  },
  {
    name: 'GET myprofile/webhook-secret (any session)',
    call: () => ({ method: 'GET', path: '/api/system/myprofile/webhook-secret' }),
    expect: all(200, 200, 403),
  },
  {
    name: 'POST myprofile/webhook-secret (any session)',
    call: () => ({ method: 'POST', path: '/api/system/myprofile/webhook-secret' }),
    expect: all(200, 200, 403),
  },
];
