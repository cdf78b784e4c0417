// Issue 19's proof on real door counts: two weeks of UCI CalIt2 (datasets/calit2) go in as a
// location's door counter, day by day as the hardware would send them, with simulated Wi-Fi for
// the same walk-ins (each person's phone heard with a known probability, the simulator's true
// capture ratio). The pipeline's calibration recovers that ratio; a location of the same type
// without a door counter borrows it with a wider band and says so; another type with no
// calibrated peer keeps the uncalibrated default. Figures: docs/accuracy.md "Calibration".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MIN_CALIBRATION_DAYS,
  MIN_CALIBRATION_WALK_INS,
  UNCALIBRATED_BAND,
  addDays,
  localDateOf,
  zonedTimeToUtc,
} from '@footfall/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALIT2_TIME_ZONE as TZ,
  parseCalit2Data,
} from '../../../packages/simulator/src/importers/calit2';
import { locationCalibrations } from '../src/db/schema';
import { drainPipeline } from '../src/pipeline/worker';
import {
  createCountedSite,
  sendCountedDay,
  wifiOfWalkIns,
  type CountedSite,
  type DoorInterval,
} from './helpers/counted-visits';
import { startTestServer, type TestServer } from './helpers/test-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const datasetDir = path.resolve(here, '../../../../shared/datasets/calit2');
/** Two whole weeks from a Monday: ten weekdays of 170-290 walk-ins, four quiet weekend days. */
const FIRST_DAY = '2005-07-25';
const DAYS = 14;
/** The share of people whose phone Wi-Fi hears, chosen before any run. */
const TRUE_CAPTURE_RATIO = 0.4;
const quiet = { log: { info: () => undefined, error: () => undefined } };

/** CalIt2's half-hour door counts of the fortnight, by local date. */
function fortnightIntervals(): Map<string, DoorInterval[]> {
  const text = readFileSync(path.join(datasetDir, 'CalIt2.data'), 'utf8');
  const dates = Array.from({ length: DAYS }, (_, n) => addDays(FIRST_DAY, n));
  const byDate = new Map<string, DoorInterval[]>(dates.map((date) => [date, []]));
  for (const count of parseCalit2Data(text)) {
    const interval = { ...count, start: Date.parse(count.start), end: Date.parse(count.end) };
    // Half-hour slots never cross midnight: each belongs to the day it starts in.
    byDate.get(localDateOf(interval.start, TZ))?.push(interval);
  }
  return byDate;
}

interface DayTruth {
  date: string;
  walkIns: number;
  heardPhones: number;
  /** GET .../calibration's estimate after the day was sent and processed. */
  estimate: { source: string; band: number; days_used: number };
}

describe.skipIf(!existsSync(datasetDir))(
  'calibration on CalIt2 door counts with simulated Wi-Fi (skipped: datasets/calit2 absent)',
  () => {
    let server: TestServer;
    let owner: string;
    /** Door counter and Wi-Fi; same type with Wi-Fi only; another type with Wi-Fi only. */
    let counted: CountedSite;
    let wifiOnly: CountedSite;
    let otherType: CountedSite;
    const days: DayTruth[] = [];
    const lastDay = addDays(FIRST_DAY, DAYS - 1);
    const range = `start_date=${FIRST_DAY}&end_date=${lastDay}`;

    beforeAll(async () => {
      server = await startTestServer({ pipelineWorker: false });
      // The clock goes back to 2005 before anyone signs in, so sessions live in the same time.
      server.clock.advance(zonedTimeToUtc(FIRST_DAY, 0, TZ) - server.ctx.now().getTime());
      const account = await server.signUp();
      owner = account.token;
      const site = (name: string, type: string, serial: string, door: boolean) =>
        createCountedSite(server, owner, {
          name,
          type,
          timezone: TZ,
          gateways: [`${serial}-GW-1`, `${serial}-GW-2`],
          doorCounter: door ? `${serial}-DOOR` : null,
        });
      counted = await site('Counted store', 'RETAIL', 'CALIT2-A', true);
      wifiOnly = await site('Wi-Fi store', 'RETAIL', 'CALIT2-B', false);
      otherType = await site('Mall', 'MALL', 'CALIT2-C', false);

      const intervals = fortnightIntervals();
      for (const [date, dayIntervals] of intervals) {
        // Each day is sent the next morning (raw data older than the retention is refused) and
        // processed; "yesterday" is then the day just sent.
        server.clock.advance(zonedTimeToUtc(addDays(date, 1), 6, TZ) - server.ctx.now().getTime());
        // A day later the session has expired: sign in again.
        owner = (await server.login(account.email, account.password)).body.data.access_token;
        const wifiOf = (seed: string) =>
          wifiOfWalkIns(dayIntervals, {
            captureRatio: TRUE_CAPTURE_RATIO,
            gateways: 2,
            seed: `${seed}:${date}`,
          });
        const wifi = wifiOf('counted');
        await sendCountedDay(server, counted, { date, intervals: dayIntervals, wifi });
        for (const [seed, other] of [
          ['wifi-only', wifiOnly],
          ['other-type', otherType],
        ] as const)
          await sendCountedDay(server, other, { date, intervals: [], wifi: wifiOf(seed) });
        const drained = await drainPipeline(server.ctx, quiet);
        expect(drained.failures).toEqual([]);
        const calibration = await server.request(
          'GET',
          `/api/system/locations/${counted.id}/calibration`,
          { token: owner },
        );
        expect(calibration.status, JSON.stringify(calibration.body)).toBe(200);
        const { walkIns, heardPhones } = wifi;
        days.push({ date, walkIns, heardPhones, estimate: calibration.body.data.estimate });
      }
    }, 120_000);
    afterAll(() => server?.stop());

    const usable = () => days.filter((day) => day.walkIns >= MIN_CALIBRATION_WALK_INS);
    const sum = (list: DayTruth[], key: 'walkIns' | 'heardPhones') =>
      list.reduce((total, day) => total + day[key], 0);
    const estimateOf = async (site: CountedSite) => {
      const res = await server.request(
        'GET',
        `/api/v1/locations/${site.id}/foot-traffic?${range}`,
        { token: owner },
      );
      expect(res.status).toBe(200);
      return res.body.data;
    };
    const storedFit = async () => {
      const [row] = await server.ctx.db
        .select()
        .from(locationCalibrations)
        .where(eq(locationCalibrations.locationId, counted.id));
      return row;
    };

    it('recovers the simulated true capture ratio within 5% after two weeks', async () => {
      expect(days.map((day) => day.date)).toEqual(
        Array.from({ length: DAYS }, (_, n) => addDays(FIRST_DAY, n)),
      );
      const truth = sum(days, 'heardPhones') / sum(days, 'walkIns');
      const fit = await storedFit();
      expect(fit?.captureRatio).not.toBeNull();
      expect(Math.abs((fit?.captureRatio as number) / truth - 1)).toBeLessThan(0.05);
      expect(fit).toMatchObject({
        daysUsed: usable().length,
        fromDate: usable()[0]?.date,
        toDate: usable().at(-1)?.date,
      });
    });

    it("answers the counted location's foot traffic with its own ratio and band", async () => {
      const fit = await storedFit();
      const { estimate, totals } = await estimateOf(counted);
      expect(estimate).toMatchObject({
        method: 'estimate',
        source: 'own',
        capture_ratio: fit?.captureRatio,
        band: fit?.band,
        days_used: usable().length,
        calibrated_from: usable()[0]?.date,
        calibrated_to: usable().at(-1)?.date,
        similar_locations: 0,
      });
      expect(estimate.band).toBeGreaterThan(0);
      expect(estimate.band).toBeLessThan(UNCALIBRATED_BAND);
      expect(estimate.figures).toContain('visitors');
      expect(totals.visitors).toBeGreaterThan(0);
    });

    it('widens the band of a location of the same type without a door counter, and says so', async () => {
      const own = (await estimateOf(counted)).estimate;
      const { estimate, totals } = await estimateOf(wifiOnly);
      expect(totals.visitors).toBeGreaterThan(0);
      expect(estimate).toMatchObject({
        source: 'similar',
        capture_ratio: own.capture_ratio,
        similar_locations: 1,
        days_used: 0,
        calibrated_from: null,
        calibrated_to: null,
      });
      expect(estimate.band).toBeGreaterThan(own.band);
      // Borrowed from a calibrated peer: still narrower than knowing nothing.
      expect(estimate.band).toBeLessThan(UNCALIBRATED_BAND);
    });

    it('keeps the uncalibrated default for another type with no calibrated peer', async () => {
      const { estimate } = await estimateOf(otherType);
      expect(estimate).toMatchObject({
        source: 'default',
        band: UNCALIBRATED_BAND,
        capture_ratio: null,
        quality: 'uncalibrated',
        similar_locations: 0,
      });
    });

    it('carries the default band until enough usable days, then its own narrower one', () => {
      let usableSoFar = 0;
      for (const day of days) {
        if (day.walkIns >= MIN_CALIBRATION_WALK_INS) usableSoFar++;
        if (usableSoFar < MIN_CALIBRATION_DAYS)
          expect(day.estimate, day.date).toMatchObject({
            source: 'default',
            band: UNCALIBRATED_BAND,
          });
        else {
          expect(day.estimate, day.date).toMatchObject({ source: 'own', days_used: usableSoFar });
          expect(day.estimate.band, day.date).toBeLessThan(UNCALIBRATED_BAND);
        }
      }
    });
  },
);
