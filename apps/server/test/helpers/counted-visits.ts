// Wi-Fi for visits a door counter counted (docs/accuracy.md "Calibration"): each walk-in is a
// person whose phone the gateways hear with a known probability, the simulator's true capture
// ratio. A heard phone probes through a plausible dwell after its walk-in (the simulator's probe
// timing and path loss) at one stable address, so one heard phone is one visitor by the default
// definitions. Seeded: one seed gives the same detections. The days go in through the ingest API
// as a customer's gateways and door counter send them.
import { INGEST_MAX_ITEMS, localHourStarts } from '@footfall/core';
// The simulator by relative path (test-only: the server does not depend on it).
import {
  DEFAULT_RADIO,
  Random,
  hashSeed,
  meanRssi,
} from '../../../../packages/simulator/src/index';
import { hashDevice, probeTimes } from '../../../../packages/simulator/src/sim/phone';
import type { TestServer } from './test-server';

const MINUTE = 60_000;

/** A door counter's interval, epoch ms. */
export interface DoorInterval {
  start: number;
  end: number;
  in: number;
  out: number;
}

export interface Detection {
  ts: string;
  device: string;
  rssi: number;
  randomized: boolean;
}

/**
 * How long a heard phone stays: log-normal like the simulator's shoppers, but at least 15 minutes,
 * three times the default minimum visit, so that the sparsest probing (every 4 minutes with the
 * screen off, one probe in ten missed) still spans a visit. Every heard phone is then a visitor,
 * and the true capture ratio is the share of walk-ins whose phone was heard.
 */
const DWELL_MINUTES = { median: 20, sigma: 0.6, min: 15, max: 120 };
/** A phone inside stays this close to each gateway (metres): path loss keeps it above -70 dBm
 * (the default visitor signal) but for an occasional shadowed probe. */
const DISTANCE_M = [1, 4] as const;

export interface CountedVisitsWifi {
  /** Each gateway's detections in time order (index = gateway). */
  detections: Detection[][];
  walkIns: number;
  /** Walk-ins whose phone the gateways heard: the simulator's truth. */
  heardPhones: number;
}

/** The Wi-Fi of the walk-ins of `intervals`, each heard with probability `captureRatio`. */
export function wifiOfWalkIns(
  intervals: readonly DoorInterval[],
  options: { captureRatio: number; gateways: number; seed: string },
): CountedVisitsWifi {
  const random = new Random(hashSeed(options.seed));
  const detections = Array.from({ length: options.gateways }, (): Detection[] => []);
  let walkIns = 0;
  let heardPhones = 0;
  for (const interval of intervals) {
    for (let person = 0; person < interval.in; person++) {
      walkIns++;
      if (!random.chance(options.captureRatio)) continue;
      heardPhones++;
      const device = hashDevice(random.hex(12), options.seed);
      const enteredAt = random.uniform(interval.start, interval.end);
      const { median, sigma, min, max } = DWELL_MINUTES;
      const dwell = Math.min(max, Math.max(min, random.logNormal(median, sigma))) * MINUTE;
      const distances = detections.map(() => random.uniform(...DISTANCE_M));
      for (const t of probeTimes(enteredAt, enteredAt + dwell, random)) {
        distances.forEach((distance, gateway) => {
          if (random.chance(DEFAULT_RADIO.missRate)) return;
          const rssi = Math.round(meanRssi(distance) + random.normal(0, DEFAULT_RADIO.shadowingSd));
          if (rssi < DEFAULT_RADIO.floorDbm) return;
          const ts = new Date(t).toISOString();
          detections[gateway]?.push({ ts, device, rssi: Math.min(0, rssi), randomized: false });
        });
      }
    }
  }
  for (const list of detections) list.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
  return { detections, walkIns, heardPhones };
}

/** A location with its ingest key, gateway serials and door counter serial (null: none). */
export interface CountedSite {
  id: number;
  key: string;
  gateways: string[];
  doorCounter: string | null;
  timezone: string;
}

/** Creates a PLUS location (a tier with visitor figures) of `type` in the caller's corporation and gives it an API key. */
export async function createCountedSite(
  server: TestServer,
  token: string,
  site: {
    name: string;
    type: string;
    timezone: string;
    gateways: string[];
    doorCounter: string | null;
  },
): Promise<CountedSite> {
  const { name, type, timezone } = site;
  const created = await server.request('POST', '/api/system/locations', {
    token,
    body: { name, type, service: 'PLUS', country: 'USA', timezone },
  });
  if (created.status !== 201) throw new Error(`location: ${JSON.stringify(created.body)}`);
  const id = Number(created.body.data.id);
  const key = await server.request('PUT', `/api/system/locations/${id}/api-key`, {
    token,
    body: { api_key: 'new' },
  });
  if (key.status !== 200) throw new Error(`api key: ${JSON.stringify(key.body)}`);
  return {
    id,
    key: key.body.data.api_key,
    gateways: site.gateways,
    doorCounter: site.doorCounter,
    timezone,
  };
}

async function post(server: TestServer, site: CountedSite, kind: string, body: object) {
  const res = await server.request('POST', `/api/v1/ingest/${kind}`, { token: site.key, body });
  if (res.status !== 200) throw new Error(`ingest ${kind}: ${JSON.stringify(res.body)}`);
}

/** Sends one day as the site's hardware would: the door counter's intervals (when the site has
 * one), each gateway's detections, in batches of at most INGEST_MAX_ITEMS, and its heartbeat
 * every hour (a gateway that heard no phone in an hour is up, not missing). */
export async function sendCountedDay(
  server: TestServer,
  site: CountedSite,
  day: { date: string; intervals: readonly DoorInterval[]; wifi: CountedVisitsWifi },
): Promise<void> {
  if (site.doorCounter && day.intervals.length > 0)
    await post(server, site, 'door-counts', {
      tag: site.doorCounter,
      batch_id: `door-${site.id}-${day.date}`,
      counts: day.intervals.map((interval) => ({
        ...interval,
        start: new Date(interval.start).toISOString(),
        end: new Date(interval.end).toISOString(),
      })),
    });
  for (const [gateway, serial] of site.gateways.entries()) {
    const detections = day.wifi.detections[gateway] ?? [];
    for (let from = 0; from < detections.length; from += INGEST_MAX_ITEMS)
      await post(server, site, 'detections', {
        gateway: serial,
        batch_id: `wifi-${site.id}-${gateway}-${day.date}-${from}`,
        detections: detections.slice(from, from + INGEST_MAX_ITEMS),
      });
    for (const [hour, start] of localHourStarts(day.date, site.timezone).entries())
      await post(server, site, 'heartbeat', {
        gateway: serial,
        ts: new Date(start + 60_000).toISOString(),
        firmware: 'test',
        uptime_s: (hour + 1) * 3600,
      });
  }
}
