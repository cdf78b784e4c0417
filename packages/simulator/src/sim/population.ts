// Who is at and around the venue on one day: visitors (in groups, through a door, browsing a few
// areas for a log-normal dwell), passers-by outside, and staff present all shift.
import { distance, randomPointIn, type Point } from './geometry';
import { newPhone, type Phone } from './phone';
import { hourlyArrivals, hourlyWalkBys } from './profiles';
import type { Random } from './random';
import type { Waypoint } from './track';
import type { Venue, VenueType } from './venue';

export type PersonKind = 'visitor' | 'walk-by' | 'staff';

export type Person = {
  kind: PersonKind;
  track: Waypoint[];
  /** null: no phone, or Wi-Fi off (door counters still count them). */
  phone: Phone | null;
  /** Door crossings: entering and leaving, with the door's index. */
  entered?: { t: number; door: number };
  left?: { t: number; door: number };
  /** Index of the person within their group (0 = first through the door). */
  groupRank: number;
};

export type DayPlan = {
  /** Local midnight and the next one (ms); hour starts of the local day. */
  dayStart: number;
  dayEnd: number;
  hourStarts: number[];
  weekday: number;
  month: number;
};

export const POPULATION = {
  phoneShare: 0.88,
  groupSizes: [0.62, 0.28, 0.07, 0.03] as const,
  /** Median dwell (minutes) and the sd of its logarithm. */
  dwell: { RETAIL: [11, 0.75], XM: [6, 0.85], AT: [7, 0.8], MALL: [20, 0.8] } as Record<
    VenueType,
    readonly [number, number]
  >,
  walkSpeed: [1.0, 1.6] as const,
  regularPool: 150,
  windowShoppers: 0.1,
};

const meanGroup = POPULATION.groupSizes.reduce((sum, p, i) => sum + p * (i + 1), 0);
const MINUTE = 60_000;

/** The instant of a local hour of the day (fractions allowed), honouring DST via hourStarts. */
function localTime(plan: DayPlan, hour: number): number {
  const whole = Math.floor(hour);
  const start = plan.hourStarts[whole] ?? plan.dayStart + whole * 3_600_000;
  return start + (hour - whole) * 3_600_000;
}

function streetPoint(venue: Venue, share: number): Point {
  const { from, to } = venue.street;
  return { x: from.x + (to.x - from.x) * share, y: from.y + (to.y - from.y) * share };
}

/** A timed walk from a to b, appended to the track. */
function walk(track: Waypoint[], to: Point, speed: number): void {
  const last = track[track.length - 1];
  if (!last) return;
  track.push({ x: to.x, y: to.y, t: last.t + (distance(last, to) / speed) * 1000 });
}

function phoneFor(venue: Venue, random: Random, regular: boolean): Phone | null {
  if (!random.chance(POPULATION.phoneShare)) return null;
  if (regular) {
    // A regular's phone: a stable address from the venue's pool, so the person returns.
    const index = random.int(0, POPULATION.regularPool - 1);
    return newPhone(random, 0, `regular:${venue.id}:${index}`);
  }
  return newPhone(random, venue.randomizedShare);
}

/** Stops inside: a few areas by weight, a new spot every 45-150 s, until `until`. */
function browse(venue: Venue, track: Waypoint[], until: number, random: Random): void {
  const visits = Math.min(venue.areas.length, 1 + random.poisson(1.2));
  const chosen: number[] = [];
  for (let i = 0; i < visits; i += 1)
    chosen.push(random.weighted(venue.areas.map((a) => a.weight)));
  const start = track[track.length - 1]?.t ?? until;
  const shares = chosen.map(() => random.uniform(0.5, 1.5));
  const total = shares.reduce((sum, s) => sum + s, 0);
  let areaEnd = start;
  chosen.forEach((areaIndex, i) => {
    const area = venue.areas[areaIndex];
    if (!area) return;
    areaEnd += ((until - start) * (shares[i] ?? 1)) / total;
    walk(track, randomPointIn(area.polygon, random), 0.8);
    let t = track[track.length - 1]?.t ?? areaEnd;
    while (t < areaEnd) {
      const spot = randomPointIn(area.polygon, random);
      const stay = random.uniform(45, 150) * 1000;
      track.push({ ...spot, t: Math.min(areaEnd, t + 4000) });
      t = Math.min(areaEnd, t + stay);
      track.push({ ...spot, t });
    }
  });
}

function visitorGroup(venue: Venue, plan: DayPlan, arrival: number, random: Random): Person[] {
  const size = 1 + random.weighted(POPULATION.groupSizes);
  const doorIndex = random.int(0, venue.doors.length - 1);
  const door = venue.doors[doorIndex] ?? { x: 0, y: 0 };
  const open = venue.hours[plan.weekday];
  const closing = open ? localTime(plan, open.close + 0.25) : plan.dayEnd;
  const [median, sigma] = POPULATION.dwell[venue.type];
  const dwell = Math.min(120, Math.max(1, random.logNormal(median, sigma))) * MINUTE;
  const approachFrom = streetPoint(
    venue,
    random.chance(0.5) ? random.uniform(0, 0.35) : random.uniform(0.65, 1),
  );
  const regular = random.chance(venue.regularShare);
  return Array.from({ length: size }, (_, rank): Person => {
    const own = random.fork('member', rank);
    const speed = 1.2;
    const offset = rank * 1500;
    const track: Waypoint[] = [{ ...approachFrom, t: arrival - 40_000 + offset }];
    walk(track, { x: door.x, y: door.y + 3 }, speed);
    walk(track, door, speed);
    const enteredAt = track[track.length - 1]?.t ?? arrival;
    // Group members stay together, give or take a minute.
    const leaveAt = Math.min(
      closing,
      plan.dayEnd - MINUTE,
      enteredAt + dwell + own.uniform(-1, 1) * MINUTE,
    );
    browse(venue, track, Math.max(enteredAt + MINUTE, leaveAt), own);
    walk(track, door, speed);
    const leftAt = track[track.length - 1]?.t ?? leaveAt;
    walk(track, { x: door.x, y: door.y + 3 }, speed);
    walk(track, streetPoint(venue, own.uniform(0, 1)), speed);
    return {
      kind: 'visitor',
      track,
      phone: phoneFor(venue, own, regular && rank === 0),
      entered: { t: enteredAt, door: doorIndex },
      left: { t: leftAt, door: doorIndex },
      groupRank: rank,
    };
  });
}

function walkBy(venue: Venue, time: number, random: Random): Person {
  const forward = random.chance(0.5);
  const speed = random.uniform(...POPULATION.walkSpeed);
  const from = streetPoint(venue, forward ? 0 : 1);
  const to = streetPoint(venue, forward ? 1 : 0);
  const track: Waypoint[] = [{ ...from, t: time }];
  if (random.chance(POPULATION.windowShoppers)) {
    // A look at the window, then on.
    const door = venue.doors[0] ?? { x: 0, y: 0 };
    walk(track, { x: door.x + random.uniform(-3, 3), y: venue.street.from.y - 2 }, speed);
    const last = track[track.length - 1];
    if (last) track.push({ ...last, t: last.t + random.uniform(10, 60) * 1000 });
  }
  walk(track, to, speed);
  return {
    kind: 'walk-by',
    track,
    phone: random.chance(POPULATION.phoneShare) ? newPhone(random, venue.randomizedShare) : null,
    groupRank: 0,
  };
}

/** A guard walks the street or aisle, checks the entrance for 3-5 minutes and walks on. */
function securityRound(venue: Venue, time: number, random: Random): Person {
  const door = venue.doors[0] ?? { x: 0, y: 0 };
  const track: Waypoint[] = [{ ...streetPoint(venue, 0), t: time }];
  walk(track, { x: door.x, y: door.y + 2 }, 1.0);
  const last = track[track.length - 1];
  if (last) track.push({ ...last, t: last.t + random.uniform(180, 300) * 1000 });
  walk(track, streetPoint(venue, 1), 1.0);
  return {
    kind: 'walk-by',
    track,
    phone: newPhone(random, 0, `security:${venue.id}`),
    groupRank: 0,
  };
}

function staffMember(venue: Venue, plan: DayPlan, index: number, random: Random): Person | null {
  const open = venue.hours[plan.weekday];
  if (!open) return null;
  const door = venue.doors[0] ?? { x: 0, y: 0 };
  const start = localTime(plan, open.open - 0.5) + random.uniform(-10, 10) * MINUTE;
  const end = Math.min(plan.dayEnd - MINUTE, localTime(plan, open.close + 0.5));
  const track: Waypoint[] = [{ x: door.x, y: door.y, t: start }];
  let t = start;
  while (t < end) {
    const area = venue.areas[random.int(0, venue.areas.length - 1)];
    if (!area) break;
    const spot = randomPointIn(area.polygon, random);
    track.push({ ...spot, t: t + 5000 });
    t = Math.min(end, t + random.uniform(2, 10) * MINUTE);
    track.push({ ...spot, t });
  }
  track.push({ x: door.x, y: door.y, t: end + 5000 });
  // Staff phones are the same every day: a stable address per venue and post.
  const phone = newPhone(random, 0, `staff:${venue.id}:${index}`);
  return {
    kind: 'staff',
    track,
    phone,
    entered: { t: start, door: 0 },
    left: { t: end + 5000, door: 0 },
    groupRank: 0,
  };
}

/** Everyone of one day. Arrivals per hour are Poisson around the hour profile. */
export function populationOfDay(venue: Venue, plan: DayPlan, random: Random): Person[] {
  const people: Person[] = [];
  const arrivals = hourlyArrivals(
    venue.type,
    venue.hours,
    plan.weekday,
    plan.month,
    venue.visitorsPerDay,
  );
  const passing = hourlyWalkBys(
    venue.type,
    venue.hours,
    plan.weekday,
    plan.month,
    venue.walkBysPerDay,
  );
  plan.hourStarts.forEach((hourStart, hour) => {
    const hourRandom = random.fork('hour', hour);
    const groups = hourRandom.poisson((arrivals[hour] ?? 0) / meanGroup);
    for (let g = 0; g < groups; g += 1)
      people.push(
        ...visitorGroup(
          venue,
          plan,
          hourStart + hourRandom.uniform(0, 3_600_000),
          hourRandom.fork('group', g),
        ),
      );
    const walkers = hourRandom.poisson(passing[hour] ?? 0);
    for (let w = 0; w < walkers; w += 1)
      people.push(
        walkBy(venue, hourStart + hourRandom.uniform(0, 3_600_000), hourRandom.fork('walk', w)),
      );
    // A security round every hour the venue is closed or the street is quiet: the gateways hear
    // someone all night, as real ones do, so no hour looks like a gateway outage. Closed hours
    // count too, since a gateway deep inside (a checkout) hears few of the street's walk-bys.
    if ((arrivals[hour] ?? 0) === 0 || (passing[hour] ?? 0) < 4) {
      people.push(securityRound(venue, hourStart + hourRandom.uniform(0, 3_000_000), hourRandom));
    }
  });
  for (let s = 0; s < venue.staff; s += 1) {
    const member = staffMember(venue, plan, s, random.fork('staff', s));
    if (member) people.push(member);
  }
  return people;
}
