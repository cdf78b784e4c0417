// Permission-matrix rows for the location set-up of issue 4: business hours, definitions, floor
// plans, areas and groups, sensors, tags, the hardware import and uploads. Each expectation is
// the route's permission read against the role catalogue (docs/product.md section 6): owner all,
// manager all but corporations_api_*, analyst every *_view, viewer locations_view only. "x_"
// means any permission starting with it. Another corporation's user gets 404, a share token 403
// unless the route lets it read (then it has its creator's, the owner's, permissions).
import { DEFAULT_BUSINESS_DAYS, DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import {
  all,
  fresh,
  grid,
  ownerCreates,
  ownerFirstId,
  ownerFloorPlan,
  ownerUploads,
  type Row,
} from './permission-matrix.helpers';
import type { Fixture } from './helpers/organisation-fixture';

/** A "_view"-level (or "x_" prefix) read: everyone but the viewer. */
const read = (share = 403) => grid(200, 200, 200, 403, 404, share);
/** An "_edit" change: owner and manager. */
const edit = (status = 200) => grid(status, status, 403, 403, 404, 403);

const location = (f: Fixture, rest = '') => `/api/system/locations/${f.location.id}${rest}`;

export const SETUP_ROWS: Row[] = [
  {
    name: 'GET v1/locations/{id}/businesshours (locations_businesshours_view)',
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}/businesshours` }),
    expect: read(),
  },
  {
    name: 'PUT businesshours (locations_businesshours_edit)',
    call: (f) => ({
      method: 'PUT',
      path: location(f, '/businesshours'),
      body: { days: DEFAULT_BUSINESS_DAYS, exceptions: [] },
    }),
    expect: edit(),
  },
  {
    name: 'GET definitions (locations_view)',
    call: (f) => ({ method: 'GET', path: location(f, '/definitions') }),
    expect: all(200, 404, 403),
  },
  {
    name: 'GET calibration (locations_view)',
    call: (f) => ({ method: 'GET', path: location(f, '/calibration') }),
    expect: all(200, 404, 403),
  },
  {
    name: 'PUT definitions (locations_edit)',
    call: (f) => ({
      method: 'PUT',
      path: location(f, '/definitions'),
      body: DEFAULT_LOCATION_DEFINITIONS,
    }),
    expect: edit(),
  },
  {
    name: 'GET floorplans (locations_floorplan_)',
    call: (f) => ({ method: 'GET', path: location(f, '/floorplans') }),
    expect: read(),
  },
  {
    name: 'POST floorplans (locations_floorplan_edit)',
    call: async (f, server) => ({
      method: 'POST',
      path: location(f, '/floorplans'),
      body: {
        name: fresh('Plan'),
        file_id: await ownerUploads(server, f),
        width_px: 10,
        height_px: 8,
      },
    }),
    expect: edit(201),
  },
  {
    name: 'GET floorplans/{id} (locations_floorplan_)',
    call: async (f, server) => ({
      method: 'GET',
      path: `/api/system/floorplans/${await ownerFirstId(server, f, location(f, '/floorplans'))}`,
    }),
    expect: read(),
  },
  {
    name: 'PUT floorplans/{id} (locations_floorplan_edit)',
    call: async (f, server) => ({
      method: 'PUT',
      path: `/api/system/floorplans/${(await ownerFloorPlan(server, f)).id}`,
      body: { name: 'Renamed plan', metres_per_pixel: 0.05 },
    }),
    expect: edit(),
  },
  {
    name: 'DELETE floorplans/{id} (locations_floorplan_edit)',
    call: async (f, server) => ({
      method: 'DELETE',
      path: `/api/system/floorplans/${(await ownerFloorPlan(server, f)).id}`,
    }),
    expect: edit(),
  },
  {
    name: 'GET v1/locations/{id}/floor-plan (locations_view, share token allowed)',
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}/floor-plan` }),
    expect: all(200, 404, 200),
  },
  {
    name: 'GET areas (locations_areas_)',
    call: (f) => ({ method: 'GET', path: location(f, '/areas') }),
    expect: read(),
  },
  {
    name: 'POST areas (locations_areas_edit)',
    call: (f) => ({ method: 'POST', path: location(f, '/areas'), body: { name: fresh('Area') } }),
    expect: edit(201),
  },
  {
    name: 'PUT areas/{id} (locations_areas_edit)',
    call: async (f, server) => ({
      method: 'PUT',
      path: `/api/system/areas/${await ownerCreates(server, f, 'POST', location(f, '/areas'), { name: fresh('Area') })}`,
      body: { name: fresh('Renamed') },
    }),
    expect: edit(),
  },
  {
    name: 'DELETE areas/{id} (locations_areas_edit)',
    call: async (f, server) => ({
      method: 'DELETE',
      path: `/api/system/areas/${await ownerCreates(server, f, 'POST', location(f, '/areas'), { name: fresh('Area') })}`,
    }),
    expect: edit(),
  },
  {
    name: 'GET areagroups (locations_areas_)',
    call: (f) => ({ method: 'GET', path: location(f, '/areagroups') }),
    expect: read(),
  },
  {
    name: 'POST areagroups (locations_areas_edit)',
    call: (f) => ({
      method: 'POST',
      path: location(f, '/areagroups'),
      body: { name: fresh('Group') },
    }),
    expect: edit(201),
  },
  {
    name: 'PUT areagroups/{id} (locations_areas_edit)',
    call: async (f, server) => ({
      method: 'PUT',
      path: `/api/system/areagroups/${await ownerCreates(server, f, 'POST', location(f, '/areagroups'), { name: fresh('Group') })}`,
      body: { name: fresh('Renamed') },
    }),
    expect: edit(),
  },
  {
    name: 'DELETE areagroups/{id} (locations_areas_edit)',
    call: async (f, server) => ({
      method: 'DELETE',
      path: `/api/system/areagroups/${await ownerCreates(server, f, 'POST', location(f, '/areagroups'), { name: fresh('Group') })}`,
    }),
    expect: edit(),
  },
  {
    name: 'GET system/locations/{id}/sensors (locations_sensors_)',
    call: (f) => ({ method: 'GET', path: location(f, '/sensors') }),
    expect: read(),
  },
  {
    name: 'GET v1/locations/{id}/sensors (locations_sensors_, share token allowed)',
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}/sensors` }),
    expect: read(200),
  },
  {
    name: 'POST sensors (locations_sensors_edit)',
    call: (f) => ({
      method: 'POST',
      path: location(f, '/sensors'),
      body: { serial: fresh('GW-MATRIX') },
    }),
    expect: edit(201),
  },
  {
    name: 'GET sensors/{id} (locations_sensors_)',
    call: async (f, server) => ({
      method: 'GET',
      path: `/api/system/sensors/${await ownerFirstId(server, f, location(f, '/sensors'))}`,
    }),
    expect: read(),
  },
  {
    name: 'PUT sensors/{id} (locations_sensors_edit)',
    call: async (f, server) => ({
      method: 'PUT',
      path: `/api/system/sensors/${await ownerCreates(server, f, 'POST', location(f, '/sensors'), { serial: fresh('GW-MATRIX') })}`,
      body: { name: 'Renamed gateway', height_cm: 240 },
    }),
    expect: edit(),
  },
  {
    name: 'GET v1/locations/{id}/services (locations_view, share token allowed)',
    call: (f) => ({ method: 'GET', path: `/api/v1/locations/${f.location.id}/services` }),
    expect: all(200, 404, 200),
  },
  {
    name: 'POST sensors/import, dry run (locations_sensors_edit)',
    call: (f) => ({
      method: 'POST',
      path: location(f, '/sensors/import'),
      body: { csv: `serial,name,area,height,x,y\n${fresh('GW-CSV')},Door,,,,`, dry_run: true },
    }),
    expect: edit(),
  },
  {
    name: 'GET tags (locations_tags_)',
    call: (f) => ({ method: 'GET', path: location(f, '/tags') }),
    expect: read(),
  },
  {
    name: 'POST tags (locations_tags_edit)',
    call: (f) => ({
      method: 'POST',
      path: location(f, '/tags'),
      body: { serial: fresh('DC-MATRIX'), name: 'Side door', tag_service: 'DOORCOUNTER' },
    }),
    expect: edit(201),
  },
  {
    name: 'GET tags/{id} (locations_tags_)',
    call: async (f, server) => ({
      method: 'GET',
      path: `/api/system/tags/${await ownerFirstId(server, f, location(f, '/tags'))}`,
    }),
    expect: read(),
  },
  {
    name: 'PUT tags/{id} (locations_tags_edit)',
    call: async (f, server) => ({
      method: 'PUT',
      path: `/api/system/tags/${await newTag(server, f)}`,
      body: { name: 'Renamed door' },
    }),
    expect: edit(),
  },
  {
    name: 'DELETE tags/{id} (locations_tags_edit)',
    call: async (f, server) => ({
      method: 'DELETE',
      path: `/api/system/tags/${await newTag(server, f)}`,
    }),
    expect: edit(),
  },
  {
    name: 'GET /upload/credentials (floor-plan editors; foreign: for their own corporation)',
    call: () => ({ method: 'GET', path: '/upload/credentials' }),
    expect: grid(200, 200, 403, 403, 200, 403),
  },
  {
    name: "GET /upload/files/{id} (the corporation's users; a share token when its floor plan shows it)",
    call: async (f, server) => ({
      method: 'GET',
      path: `/upload/files/${(await ownerFloorPlan(server, f)).fileId}`,
    }),
    expect: all(200, 404, 200),
  },
];

async function newTag(server: Parameters<Row['call']>[1], f: Fixture): Promise<string> {
  return ownerCreates(server, f, 'POST', location(f, '/tags'), {
    serial: fresh('DC-MATRIX'),
    name: 'Side door',
    tag_service: 'DOORCOUNTER',
  });
}
