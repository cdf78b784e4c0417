// Data for the dashboards' journeys (DEMO_FEED is off in e2e): logs in as the demo owner through
// the real API, rotates the API keys of a few demo locations, sends detections and door counts for
// today and yesterday through the ingest API, and waits for the pipeline to process them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encryptPassword } from '@footfall/core';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO } from './helpers';

/** The demo locations the dashboards' tests open, with the gateways the seed connected to them. */
export const SITES = {
  paris: {
    name: 'Paris Opéra Store',
    // Entrance, Women (sales floor), Checkout, Fitting rooms: all placed on the floor plan.
    gateways: ['DC:A6:32:10:00:01', 'DC:A6:32:10:00:05', 'DC:A6:32:10:00:04', 'DC:A6:32:10:00:02'],
    doorCounter: 'DC-PARIS-0001',
  },
  ces: { name: 'CES Booth 4021', gateways: ['DC:A6:32:40:00:01', 'DC:A6:32:40:00:02'] },
  hannover: { name: 'Hannover Messe', gateways: ['DC:A6:32:60:00:01', 'DC:A6:32:60:00:02'] },
  hall1: { name: 'Hall 1 · Booth A12', gateways: ['DC:A6:32:61:00:01', 'DC:A6:32:61:00:02'] },
  hall2: { name: 'Hall 2 · Booth C03', gateways: ['DC:A6:32:62:00:01', 'DC:A6:32:62:00:02'] },
  summit: { name: 'London Retail Summit', gateways: ['DC:A6:32:70:00:01'] },
  // PREMIUM with the ADAM add-on: Reception, Demo stage and Lounge, each placed in its area.
  nrf: {
    name: 'NRF Big Show Booth',
    gateways: ['DC:A6:32:50:00:01', 'DC:A6:32:50:00:02', 'DC:A6:32:50:00:03'],
  },
  barcelona: { name: 'Barcelona Kiosk', gateways: [] as string[] },
} as const;
export type SiteKey = keyof typeof SITES;

type Json = Record<string, unknown>;
type Detection = { ts: string; device: string; rssi: number; randomized: boolean };

/** Answers are `{ data }`; some plain. */
async function body<T>(response: {
  ok(): boolean;
  status(): number;
  url(): string;
  json(): Promise<unknown>;
}): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
  const json = (await response.json()) as Json;
  return (json && typeof json === 'object' && 'data' in json ? json.data : json) as T;
}

/** Both steps of the login, the password encrypted as the web client does; the session token. */
export async function apiLogIn(api: APIRequestContext): Promise<string> {
  const step1 = await body<{ token_auth: string; token_key: string }>(
    await api.post('/login', { data: { user_name: DEMO.email } }),
  );
  const user_pwde = await encryptPassword(DEMO.password, step1.token_key);
  const step2 = await body<{ access_token: string }>(
    await api.post('/login', { data: { user_pwde, token_auth: step1.token_auth } }),
  );
  return step2.access_token;
}

export class DemoApi {
  constructor(
    private readonly api: APIRequestContext,
    readonly token: string,
  ) {}

  private get auth() {
    return { authorization: `Bearer ${this.token}` };
  }

  async get<T>(path: string): Promise<T> {
    return body<T>(await this.api.get(path, { headers: this.auth }));
  }

  async post<T>(path: string, data: unknown, key = this.token): Promise<T> {
    return body<T>(
      await this.api.post(path, { data, headers: { authorization: `Bearer ${key}` } }),
    );
  }

  async put<T>(path: string, data: unknown): Promise<T> {
    return body<T>(await this.api.put(path, { data, headers: this.auth }));
  }

  /** Location ids by the demo's names. */
  async locationIds(): Promise<Record<SiteKey, string>> {
    const list = await this.get<{ id: string | number; name: string }[]>('/api/v1/locations');
    const ids = {} as Record<SiteKey, string>;
    for (const [key, site] of Object.entries(SITES) as [SiteKey, (typeof SITES)[SiteKey]][]) {
      const found = list.find((location) => location.name === site.name);
      if (!found) throw new Error(`demo location ${site.name} not found`);
      ids[key] = String(found.id);
    }
    return ids;
  }

  async rotateKey(id: string): Promise<string> {
    return (
      await this.put<{ api_key: string }>(`/api/system/locations/${id}/api-key`, {
        api_key: 'new',
      })
    ).api_key;
  }

  /** Waits until the pipeline has processed every dirty local day of the location. */
  async waitForPipeline(id: string): Promise<void> {
    await expect
      .poll(
        async () =>
          (await this.get<{ pending_days: number }>(`/api/system/locations/${id}/pipeline-status`))
            .pending_days,
        { timeout: 120_000, intervals: [500, 1_000, 2_000] },
      )
      .toBe(0);
  }
}

const MINUTE = 60_000;
const device = (seed: string) =>
  createHash('sha256').update(`e2e-dashboards:${seed}`).digest('hex');

/**
 * One device's session: a detection every 20 s from `start` for `minutes`, heard by every gateway
 * of the location; the gateway of the current stop is the strongest (so area runs and journeys
 * appear where gateways stand in areas), the others weaker.
 */
function session(
  gateways: readonly string[],
  id: string,
  start: number,
  minutes: number,
  rssi: number,
  stops: number,
): Map<string, Detection[]> {
  const byGateway = new Map<string, Detection[]>(gateways.map((g) => [g, []]));
  const end = start + minutes * MINUTE;
  for (let ts = start; ts <= end; ts += 20_000) {
    const stop = Math.min(stops - 1, Math.floor(((ts - start) / (end - start + 1)) * stops));
    gateways.forEach((gateway, index) => {
      const strongest = index === stop % gateways.length;
      byGateway.get(gateway)!.push({
        ts: new Date(ts).toISOString(),
        device: id,
        rssi: strongest ? rssi : Math.max(-88, rssi - 12 - index * 2),
        randomized: false,
      });
    });
  }
  return byGateway;
}

/**
 * The sessions of one day for a location, `end` being the latest allowed instant: walk-bys
 * (short or outside), visitors (8 min), engagers moving between the gateways (25 min).
 */
function daySessions(site: SiteKey, gateways: readonly string[], day: string, end: number) {
  const all = new Map<string, Detection[]>(gateways.map((g) => [g, []]));
  const add = (sessions: Map<string, Detection[]>) => {
    for (const [gateway, items] of sessions) all.get(gateway)!.push(...items);
  };
  const first = end - 100 * MINUTE;
  // Different sizes per site, so the booths of a show differ in the comparisons.
  const shapes: Partial<Record<SiteKey, number>> = { paris: 1, ces: 2, hall2: 2 };
  const shape = shapes[site] ?? 0;
  const walkBys = 6 + shape * 2;
  const visitors = 4 + shape;
  const engagers = 3 + shape;
  for (let i = 0; i < walkBys; i += 1)
    add(session(gateways, device(`${site}:${day}:wb${i}`), first + i * 3 * MINUTE, 2, -80, 1));
  for (let i = 0; i < visitors; i += 1)
    add(session(gateways, device(`${site}:${day}:v${i}`), first + i * 5 * MINUTE, 8, -58, 1));
  for (let i = 0; i < engagers; i += 1)
    add(
      session(
        gateways,
        device(`${site}:${day}:e${i}`),
        first + 10 * MINUTE + i * 7 * MINUTE,
        25,
        -55,
        3,
      ),
    );
  return all;
}

async function sendDetections(
  demo: DemoApi,
  key: string,
  byGateway: Map<string, Detection[]>,
  tag: string,
) {
  for (const [gateway, detections] of byGateway) {
    if (detections.length === 0) continue;
    detections.sort((a, b) => a.ts.localeCompare(b.ts));
    for (let from = 0; from < detections.length; from += 5_000) {
      await demo.post(
        '/api/v1/ingest/detections',
        {
          gateway,
          batch_id: `e2e-${tag}-${gateway.replaceAll(':', '')}-${from}-${Date.now()}`,
          detections: detections.slice(from, from + 5_000),
        },
        key,
      );
    }
  }
}

/** Hourly door counts for the 6 hours before `end` (whole past hours only). */
function doorCounts(end: number, seed: number) {
  const lastHour = Math.floor(end / (60 * MINUTE)) * 60 * MINUTE;
  return Array.from({ length: 6 }, (_, i) => {
    const start = lastHour - (6 - i) * 60 * MINUTE;
    return {
      start: new Date(start).toISOString(),
      end: new Date(start + 60 * MINUTE).toISOString(),
      in: 5 + ((i * 7 + seed) % 11),
      out: 4 + ((i * 5 + seed) % 9),
    };
  });
}

// A worker restarted after a failure must neither send the data twice nor log in again (the
// login is throttled per account): the session and ids are kept beside the server's data.
const seededFile = path.join(process.env.E2E_DATA_DIR ?? '.tmp', 'e2e-dashboards-seeded.json');

const SEEDED = ['paris', 'ces', 'hannover', 'hall1', 'hall2', 'summit', 'nrf'] as const;

/**
 * Sends the demo data of today and yesterday and waits for the pipeline, once per server; the
 * API as the demo owner and the location ids.
 */
export async function seedDashboardData(api: APIRequestContext): Promise<{
  demo: DemoApi;
  ids: Record<SiteKey, string>;
}> {
  if (fs.existsSync(seededFile)) {
    const saved = JSON.parse(fs.readFileSync(seededFile, 'utf8')) as {
      token: string;
      ids: Record<SiteKey, string>;
    };
    return { demo: new DemoApi(api, saved.token), ids: saved.ids };
  }
  const demo = new DemoApi(api, await apiLogIn(api));
  const ids = await demo.locationIds();
  const now = Date.now();
  // Today: sessions ending at the latest 5 minutes ago; yesterday: the same a day earlier.
  const days = [
    { day: 'today', end: now - 5 * MINUTE },
    { day: 'yesterday', end: now - 24 * 60 * MINUTE - 60 * MINUTE },
  ];
  for (const site of SEEDED) {
    const key = await demo.rotateKey(ids[site]);
    for (const { day, end } of days) {
      await sendDetections(
        demo,
        key,
        daySessions(site, SITES[site].gateways, day, end),
        `${site}-${day}`,
      );
    }
    if (site === 'paris') {
      for (const [index, { end }] of days.entries()) {
        await demo.post(
          '/api/v1/ingest/door-counts',
          {
            tag: SITES.paris.doorCounter,
            batch_id: `e2e-doors-${index}-${Date.now()}`,
            counts: doorCounts(end, index * 3),
          },
          key,
        );
      }
    }
  }
  for (const site of SEEDED) await demo.waitForPipeline(ids[site]);
  fs.writeFileSync(seededFile, JSON.stringify({ token: demo.token, ids }));
  return { demo, ids };
}

/** A count as the dashboards write it in en-US. */
export const formatCount = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);

/** Opens the app with the API session, as the login screen would leave it (no login throttled). */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ([value, at]) => {
      if (!window.location.pathname.startsWith('/view-only')) {
        window.sessionStorage.setItem('access_token', value);
        window.sessionStorage.setItem('login_time', at);
      }
    },
    [token, String(Date.now())] as const,
  );
}

/** The day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
