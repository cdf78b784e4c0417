// The rows of the permission matrix for a location's ingest credentials: its API key and the Meraki
// receiver whose shared secret that key is (corporations_api_view to read, _edit to change), the
// location's ways in, and the organisation's MQTT broker.
import { grid, type Row } from './permission-matrix.helpers';

export const KEY_ROWS: Row[] = [
  {
    name: 'GET api-key',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}/api-key` }),
    // Managers have everything but corporations_api_*; analysts have every *_view.
    expect: {
      owner: 200,
      manager: 403,
      analyst: 200,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'PUT api-key',
    call: (f) => ({
      method: 'PUT',
      path: `/api/system/locations/${f.location.id}/api-key`,
      body: { api_key: 'new' },
    }),
    expect: {
      owner: 200,
      manager: 403,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'GET meraki',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}/meraki` }),
    // The receiver's settings follow the API key's permissions (its secret is the key).
    expect: {
      owner: 200,
      manager: 403,
      analyst: 200,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'PUT meraki',
    call: (f) => ({
      method: 'PUT',
      path: `/api/system/locations/${f.location.id}/meraki`,
      body: { validator: 'da6a17c407bb11dfeec7392a' },
    }),
    expect: {
      owner: 200,
      manager: 403,
      analyst: 403,
      viewer: 403,
      foreign: 404,
      share: 403,
      none: 401,
    },
  },
  {
    name: 'GET connections',
    call: (f) => ({ method: 'GET', path: `/api/system/locations/${f.location.id}/connections` }),
    expect: grid(200, 403, 200, 403, 404, 403),
  },
  // The MQTT broker is the organisation's: its API permissions held organisation-wide.
  {
    name: 'GET mqtt',
    call: (f) => ({ method: 'GET', path: `/api/system/corporations/${f.corporationId}/mqtt` }),
    expect: grid(200, 403, 403, 403, 404, 403),
  },
  {
    name: 'PUT mqtt',
    call: (f) => ({
      method: 'PUT',
      path: `/api/system/corporations/${f.corporationId}/mqtt`,
      body: { broker_url: 'mqtt://127.0.0.1:1', topics: ['footfall/#'], enabled: false },
    }),
    expect: grid(200, 403, 403, 403, 404, 403),
  },
  {
    name: 'DELETE mqtt',
    call: (f) => ({ method: 'DELETE', path: `/api/system/corporations/${f.corporationId}/mqtt` }),
    expect: grid(200, 403, 403, 403, 404, 403),
  },
];
