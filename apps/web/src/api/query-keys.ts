// Every query key of the data layer, from one table: a family's `all` is the prefix that
// invalidates each of its entries, `of(...)` one entry. A new endpoint adds its family here rather
// than spelling a key where it is used (analytics keys are in analytics.ts: they carry the
// parameters and the share token).

/** A family of keys under one name. */
function family<Name extends string>(name: Name) {
  return {
    all: [name] as const,
    of: <Parts extends readonly unknown[]>(...parts: Parts) => [name, ...parts] as const,
  };
}

export const queryKeys = {
  apiKey: family('api-key'),
  areaGroups: family('area-groups'),
  areas: family('areas'),
  businessHours: family('business-hours'),
  calibration: family('calibration'),
  checklist: family('checklist'),
  connections: family('location-connections'),
  corporations: family('corporations'),
  definitions: family('definitions'),
  demoLogin: family('demo-login'),
  floorPlan: family('floor-plan'),
  floorPlans: family('floor-plans'),
  folders: family('folders'),
  invite: family('invite'),
  locationFloorPlan: family('location-floor-plan'),
  locationInvites: family('location-invites'),
  locationUsers: family('location-users'),
  locations: family('locations'),
  merakiReceiver: family('meraki-receiver'),
  notifications: family('notifications'),
  pipelineStatus: family('pipeline-status'),
  profile: family('profile'),
  reportResults: family('report-results'),
  reports: family('reports'),
  sensorAreas: family('sensor-areas'),
  sensors: family('sensors'),
  sharedLocation: family('shared-location'),
  tags: family('tags'),
  timezones: family('timezones'),
  userPermissions: family('user-permissions'),
};
