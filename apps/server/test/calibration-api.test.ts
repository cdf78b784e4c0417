// Issue 19: a location's Wi-Fi estimate as it gets calibrated, read through the API. Days go in one
// by one as the location's hardware sends them (seeded door counts, simulated Wi-Fi for the same
// walk-ins, helpers/counted-visits.ts): the band is the uncalibrated default before any
// door-counter day and until enough usable days, then the location's own narrower one. GET
// system/locations/{id}/calibration shows the fit; another corporation's user gets 404.
import { MIN_CALIBRATION_DAYS, UNCALIBRATED_BAND, addDays, zonedTimeToUtc } from '@footfall/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random, hashSeed } from '../../../packages/simulator/src/index';
import { refreshCalibration } from '../src/calibration/refresh-calibration';
import { drainPipeline } from '../src/pipeline/worker';
import {
  createCountedSite,
  sendCountedDay,
  wifiOfWalkIns,
  type CountedSite,
  type DoorInterval,
} from './helpers/counted-visits';
import { startTestServer, type TestServer } from './helpers/test-server';

const TZ = 'Europe/Paris';
const FIRST_DAY = '2026-03-02';
/** Days the gateways report before the door counter is connected... */
const WIFI_ONLY_DAYS = 3;
/** ...and days both report: more than MIN_CALIBRATION_DAYS. */
const COUNTED_DAYS = 8;
const TRUE_CAPTURE_RATIO = 0.5;
const HOUR = 3_600_000;
const quiet = { log: { info: () => undefined, error: () => undefined } };

/** A shop's door from 09:00 to 19:00: hourly intervals of about 14 walk-ins. */
function shopDoor(date: string): DoorInterval[] {
  const random = new Random(hashSeed('shop door', date));
  return Array.from({ length: 10 }, (_, n) => {
    const start = zonedTimeToUtc(date, 9 + n, TZ);
    return { start, end: start + HOUR, in: random.poisson(14), out: random.poisson(14) };
  });
}

interface SentDay {
  date: string;
  counted: boolean;
  walkIns: number;
  heardPhones: number;
  /** GET .../calibration after the day was processed. */
  calibration: {
    estimate: { source: string; band: number; days_used: number };
    own: unknown;
  };
}

describe('a location calibrated day by day, through the API', () => {
  let server: TestServer;
  let owner: string;
  let site: CountedSite;
  let before: SentDay['calibration'];
  const sent: SentDay[] = [];
  let lastMorning = 0;

  const calibrationOf = async (token: string) =>
    server.request('GET', `/api/system/locations/${site.id}/calibration`, { token });

  beforeAll(async () => {
    server = await startTestServer({ pipelineWorker: false });
    server.clock.advance(zonedTimeToUtc(FIRST_DAY, 0, TZ) - server.ctx.now().getTime());
    const account = await server.signUp();
    owner = account.token;
    site = await createCountedSite(server, owner, {
      name: 'Shop',
      type: 'RETAIL',
      timezone: TZ,
      gateways: ['CAL-API-GW-1'],
      doorCounter: 'CAL-API-DOOR',
    });
    before = (await calibrationOf(owner)).body.data;

    for (let n = 0; n < WIFI_ONLY_DAYS + COUNTED_DAYS; n++) {
      const date = addDays(FIRST_DAY, n);
      const counted = n >= WIFI_ONLY_DAYS;
      // Sent the next morning: "yesterday" is the day just sent.
      lastMorning = zonedTimeToUtc(addDays(date, 1), 6, TZ);
      server.clock.advance(lastMorning - server.ctx.now().getTime());
      owner = (await server.login(account.email, account.password)).body.data.access_token;
      const door = shopDoor(date);
      const wifi = wifiOfWalkIns(door, {
        captureRatio: TRUE_CAPTURE_RATIO,
        gateways: 1,
        seed: `shop:${date}`,
      });
      await sendCountedDay(server, site, { date, intervals: counted ? door : [], wifi });
      expect((await drainPipeline(server.ctx, quiet)).failures).toEqual([]);
      const calibration = await calibrationOf(owner);
      expect(calibration.status).toBe(200);
      const { walkIns, heardPhones } = wifi;
      sent.push({ date, counted, walkIns, heardPhones, calibration: calibration.body.data });
    }
  }, 60_000);
  afterAll(() => server?.stop());

  const countedDays = () => sent.filter((day) => day.counted);

  it('carries the uncalibrated default before any door-counter day', () => {
    const uncalibrated = { source: 'default', band: UNCALIBRATED_BAND, days_used: 0 };
    expect(before).toMatchObject({ estimate: uncalibrated, own: null });
    for (const day of sent.filter((entry) => !entry.counted))
      expect(day.calibration, day.date).toMatchObject({ estimate: uncalibrated, own: null });
  });

  it('narrows to its own band once it has enough usable door-counter days', () => {
    for (const [index, day] of countedDays().entries()) {
      const daysCounted = index + 1;
      if (daysCounted < MIN_CALIBRATION_DAYS) {
        expect(day.calibration, day.date).toMatchObject({
          estimate: { source: 'default', band: UNCALIBRATED_BAND },
          own: null,
        });
      } else {
        expect(day.calibration.estimate, day.date).toMatchObject({
          source: 'own',
          days_used: daysCounted,
        });
        expect(day.calibration.estimate.band, day.date).toBeLessThan(UNCALIBRATED_BAND);
      }
    }
  });

  it('shows the own fit, the estimate it gives and the rules it follows', async () => {
    const res = await calibrationOf(owner);
    expect(res.status).toBe(200);
    const { own, estimate } = res.body.data;
    const days = countedDays();
    const truth =
      days.reduce((sum, day) => sum + day.heardPhones, 0) /
      days.reduce((sum, day) => sum + day.walkIns, 0);
    expect(Math.abs(own.capture_ratio / truth - 1)).toBeLessThan(0.05);
    expect(own).toMatchObject({
      days_used: COUNTED_DAYS,
      from_date: days[0]?.date,
      to_date: days.at(-1)?.date,
    });
    // A 95% prediction band for a new day from the days' spread around the ratio.
    expect(own.band).toBeCloseTo(1.96 * own.residual_sd * Math.sqrt(1 + 1 / COUNTED_DAYS), 10);
    const fittedAt = Date.parse(own.fitted_at);
    expect(fittedAt).toBeGreaterThanOrEqual(lastMorning);
    expect(fittedAt).toBeLessThanOrEqual(server.ctx.now().getTime());
    expect(estimate).toMatchObject({
      method: 'estimate',
      source: 'own',
      capture_ratio: own.capture_ratio,
      band: own.band,
      days_used: COUNTED_DAYS,
      calibrated_from: own.from_date,
      calibrated_to: own.to_date,
    });
    expect(res.body.data).toMatchObject({ window_days: 28, min_days: 7, min_walk_ins: 20 });
  });

  it('keeps fitted_at when a refit finds the same calibration', async () => {
    const before = (await calibrationOf(owner)).body.data.own;
    server.clock.advance(60_000);
    await refreshCalibration(server.ctx.db, { id: site.id, timeZone: TZ }, server.ctx.now());
    const after = (await calibrationOf(owner)).body.data.own;
    expect(after).toEqual(before);
  });

  it("answers 404 to a user of another corporation for the location's calibration", async () => {
    const stranger = await server.signUp();
    const res = await calibrationOf(stranger.token);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('capture_ratio');
  });
});
