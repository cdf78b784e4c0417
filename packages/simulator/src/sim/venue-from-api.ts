// Builds a simulator venue from what the API says about a location: its first floor plan's areas
// and placed gateways, its connected gateways (placed or not), its door counters and its business
// hours. Pure: the demo feed fetches, this function decides.
import type { DeviceSetup } from '@footfall/core';
import { buildVenue, type Venue, type VenueType, type WeeklyHours } from './venue';

export type ApiLocation = { id: string; name: string | null; type: VenueType; timezone: string };
export type ApiSensor = {
  serial: string;
  x_m: number | null;
  y_m: number | null;
  height_cm: number | null;
  area_id: string | null;
  floor_plan_id: string | null;
};
export type ApiArea = { id: string; name: string; polygon: [number, number][] | null };
export type ApiFloorPlan = {
  floor_plan: { id: string } | null;
  areas: ApiArea[];
};
export type ApiTag = {
  serial: string;
  tag_service: string;
  x_m: number | null;
  y_m: number | null;
  floor_plan_id: string | null;
};
export type ApiBusinessHours = {
  days: { weekday: number; closed: boolean; open_hour: number | null; close_hour: number | null }[];
};

/** Polygon area (shoelace), m². */
function surface(polygon: [number, number][]): number {
  let twice = 0;
  polygon.forEach(([x, y], i) => {
    const [nx, ny] = polygon[(i + 1) % polygon.length] ?? [x, y];
    twice += x * ny - nx * y;
  });
  return Math.abs(twice) / 2;
}

export function weeklyHoursOf(hours: ApiBusinessHours | null): WeeklyHours | undefined {
  if (!hours || hours.days.length !== 7) return undefined;
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
    const day = hours.days.find((d) => d.weekday === weekday);
    if (!day || day.closed || day.open_hour === null || day.close_hour === null) return null;
    return { open: day.open_hour, close: day.close_hour };
  });
}

/** The venue of a location as its API key's `GET /api/v1/ingest/setup` describes it. */
export function venueFromSetup(setup: DeviceSetup): Venue {
  return venueFromApi({
    location: setup.location,
    plan: { floor_plan: setup.floor_plan, areas: setup.areas },
    sensors: setup.gateways,
    tags: setup.tags,
    hours: setup.business_hours,
  });
}

export function venueFromApi(input: {
  location: ApiLocation;
  plan: ApiFloorPlan | null;
  sensors: ApiSensor[];
  tags: ApiTag[];
  hours: ApiBusinessHours | null;
}): Venue {
  const planId = input.plan?.floor_plan?.id ?? null;
  const onPlan = (item: { floor_plan_id: string | null }) =>
    planId !== null && item.floor_plan_id === planId;
  const areas = (input.plan?.areas ?? []).flatMap((area) =>
    area.polygon && area.polygon.length >= 3
      ? [
          {
            id: area.id,
            name: area.name,
            polygon: area.polygon,
            // Bigger areas hold people longer; the square root keeps a hall from swallowing all.
            weight: Math.sqrt(Math.max(1, surface(area.polygon))),
          },
        ]
      : [],
  );
  const placedOnPlan = areas.length > 0;
  return buildVenue({
    id: `location-${input.location.id}`,
    name: input.location.name ?? `Location ${input.location.id}`,
    type: input.location.type,
    timezone: input.location.timezone,
    areas,
    gateways: input.sensors.map((sensor) => ({
      serial: sensor.serial,
      x: placedOnPlan && onPlan(sensor) ? sensor.x_m : null,
      y: placedOnPlan && onPlan(sensor) ? sensor.y_m : null,
      heightM: sensor.height_cm === null ? null : sensor.height_cm / 100,
      areaId: sensor.area_id,
    })),
    doors: input.tags
      .filter((tag) => tag.tag_service === 'DOORCOUNTER')
      .map((tag) => ({
        serial: tag.serial,
        x: placedOnPlan && onPlan(tag) ? tag.x_m : null,
        y: placedOnPlan && onPlan(tag) ? tag.y_m : null,
      })),
    hours: weeklyHoursOf(input.hours),
  });
}
