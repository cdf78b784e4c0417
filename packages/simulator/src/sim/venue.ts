// The venue model: the space (areas as polygons in metres), where the gateways and door counters
// are, the street or corridor outside where walk-bys pass, and how busy the place is.
import { boundsOf, rectangle, type Point, type Polygon } from './geometry';

export type VenueType = 'RETAIL' | 'XM' | 'AT' | 'MALL';

export type VenueArea = {
  id: string;
  name: string;
  polygon: Polygon;
  /** share of attention */ weight: number;
};
export type VenueGateway = {
  serial: string;
  x: number;
  y: number;
  heightM: number;
  areaId: string | null;
};
export type VenueDoor = { serial: string | null; x: number; y: number };
/** Local opening hours per weekday (0 = Monday); close may pass 24; null = closed. */
export type WeeklyHours = readonly ({ open: number; close: number } | null)[];

export type Venue = {
  /** Seeds every draw: the same venue id and date always give the same day. */
  id: string;
  name: string;
  type: VenueType;
  timezone: string;
  /** The inside of the venue (what a wall or glass front separates from the street). */
  outline: Polygon;
  areas: VenueArea[];
  gateways: VenueGateway[];
  doors: VenueDoor[];
  /** Walk-bys pass along this segment, outside. */
  street: { from: Point; to: Point };
  hours: WeeklyHours;
  /** Visitors on an ordinary open day (before weekday and season factors). */
  visitorsPerDay: number;
  walkBysPerDay: number;
  staff: number;
  /** Share of phones that probe with a randomized, rotating address. */
  randomizedShare: number;
  /** Share of visitors who are regulars (a stable pool of devices that comes back). */
  regularShare: number;
};

export type VenueInput = {
  id: string;
  name: string;
  type: VenueType;
  timezone: string;
  areas?: VenueArea[];
  gateways: {
    serial: string;
    x?: number | null;
    y?: number | null;
    heightM?: number | null;
    areaId?: string | null;
  }[];
  doors?: { serial: string | null; x?: number | null; y?: number | null }[];
  hours?: WeeklyHours;
} & Partial<
  Pick<Venue, 'visitorsPerDay' | 'walkBysPerDay' | 'staff' | 'randomizedShare' | 'regularShare'>
>;

/** Default sizing per type: a small shop, or one booth at a show (docs/simulator.md). */
export const VENUE_SIZING: Record<
  VenueType,
  Pick<Venue, 'visitorsPerDay' | 'walkBysPerDay' | 'staff'>
> = {
  RETAIL: { visitorsPerDay: 260, walkBysPerDay: 900, staff: 3 },
  XM: { visitorsPerDay: 320, walkBysPerDay: 1300, staff: 4 },
  AT: { visitorsPerDay: 300, walkBysPerDay: 1200, staff: 4 },
  MALL: { visitorsPerDay: 0, walkBysPerDay: 0, staff: 0 },
};

const shopHours: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((d) =>
  d === 6 ? null : { open: 10, close: 20 },
);
const showHours: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((d) =>
  d === 6 ? null : { open: 9, close: 18 },
);
export const defaultHours = (type: VenueType): WeeklyHours =>
  type === 'RETAIL' || type === 'MALL' ? shopHours : showHours;

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * A complete venue from what a location says about itself: a plan's areas and placed gateways
 * when it has them, else a 20 x 12 m room with the gateways spread through it. The front (the
 * door side) is the largest y; the street runs 4 m outside it.
 */
export function buildVenue(input: VenueInput): Venue {
  const areas = input.areas?.length
    ? input.areas
    : [{ id: 'floor', name: 'Floor', polygon: rectangle(0, 0, 20, 12), weight: 1 }];
  const b = boundsOf(areas.map((area) => area.polygon));
  const outline = rectangle(b.minX - 0.5, b.minY - 0.5, b.maxX - b.minX + 1, b.maxY - b.minY + 1);
  const front = b.maxY + 0.5;
  const middle = (b.minX + b.maxX) / 2;
  const doorInputs = input.doors ?? [];
  // Unplaced doors: side by side, 4 m apart, in the middle of the front wall.
  const doors: VenueDoor[] = doorInputs.map((door, i) =>
    isNumber(door.x) && isNumber(door.y)
      ? { serial: door.serial, x: door.x, y: door.y }
      : { serial: door.serial, x: middle + (i - (doorInputs.length - 1) / 2) * 4, y: front },
  );
  if (doors.length === 0) doors.push({ serial: null, x: middle, y: front });
  const unplaced = input.gateways.filter((g) => !isNumber(g.x) || !isNumber(g.y)).length;
  let spread = 0;
  const gateways = input.gateways.map((gateway): VenueGateway => {
    if (isNumber(gateway.x) && isNumber(gateway.y))
      return {
        serial: gateway.serial,
        x: gateway.x,
        y: gateway.y,
        heightM: gateway.heightM ?? 2.5,
        areaId: gateway.areaId ?? null,
      };
    // Unplaced: the first inside the door, the others spread across the room, deeper in.
    const index = spread;
    spread += 1;
    return {
      serial: gateway.serial,
      x:
        index === 0
          ? middle
          : b.minX + ((index - 0.5) / Math.max(1, unplaced - 1)) * (b.maxX - b.minX),
      y: index === 0 ? front - 1.5 : b.minY + (b.maxY - b.minY) * 0.35,
      heightM: gateway.heightM ?? 2.5,
      areaId: gateway.areaId ?? null,
    };
  });
  const sizing = VENUE_SIZING[input.type];
  // Walk-bys are heard along ~40 m either side of the front (further, a phone is too weak).
  const reach = Math.max(40, b.maxX - b.minX);
  return {
    id: input.id,
    name: input.name,
    type: input.type,
    timezone: input.timezone,
    outline,
    areas,
    gateways,
    doors,
    street: { from: { x: middle - reach, y: front + 4 }, to: { x: middle + reach, y: front + 4 } },
    hours: input.hours ?? defaultHours(input.type),
    visitorsPerDay: input.visitorsPerDay ?? sizing.visitorsPerDay,
    walkBysPerDay: input.walkBysPerDay ?? sizing.walkBysPerDay,
    staff: input.staff ?? sizing.staff,
    // Brno probes: half of all probe frames carry a randomized address (docs/simulator.md).
    randomizedShare: input.randomizedShare ?? 0.5,
    regularShare: input.regularShare ?? 0.12,
  };
}
