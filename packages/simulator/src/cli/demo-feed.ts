// The demo feed (run with tsx; scripts/start.mjs starts it beside a demo server): reads the API keys
// the server wrote for it (DATA_DIR/demo-feed-keys.json; it never signs in as a person), reads each
// venue with its key (GET /api/v1/ingest/setup), sends 89 days of
// simulated history (today and yesterday first; historyOrder), then every minute the last minute's detections, door counts
// and heartbeats. DATA_DIR/simulator-state.json remembers what was sent, so a restart fills the gap.
//   FOOTFALL_URL (default http://127.0.0.1:$PORT), DATA_DIR, DEMO_HISTORY_DAYS (89), DEMO_SEED (1)
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { IngestClient, IngestError, batchId } from '../client';
import { DayCache } from '../sim/window';
import {
  DEFAULT_HISTORY_DAYS,
  historyOrder,
  historyWindows,
  splitByDay,
  windowRequests,
  FIRMWARE,
  type FeedRequest,
  type FeedWindow,
} from '../sim/feed-plan';
import { venueFromSetup, type ApiLocation } from '../sim/venue-from-api';
import type { Venue } from '../sim/venue';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Requests in flight at once: the server's one thread parses and checks every batch, so more
 * would only queue (and keep the dashboards waiting behind them). */
const CONCURRENCY = 2;
/** The history's heartbeats: the last 10 minutes only (online now); older uptime comes from the
 * detections, and one request per heartbeat would cost more than all the detections. */
const HISTORY_HEARTBEATS_MS = 10 * MINUTE;
/** How long to wait for the server to write the keys file (it does so before it answers). */
const KEYS_WAIT_MS = 60_000;

type State = {
  version: 1;
  seed: number;
  /** The instant the history ends (the first start), ms. */
  historyEnd: number;
  /** Everything before this was sent by the live loop, ms. */
  liveUntil: number;
  /** `<location id>:<local date>` of the history windows already sent. */
  done: string[];
  /** When the whole history had been sent, ms (tests and probes wait for it). */
  historyCompleteAt?: number;
};

type Feed = { location: ApiLocation; venue: Venue; client: IngestClient };

const log = (message: string) => console.log(`[demo-feed] ${new Date().toISOString()} ${message}`);
const floorMinute = (ms: number) => Math.floor(ms / MINUTE) * MINUTE;

const config = {
  baseUrl: (process.env.FOOTFALL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`).replace(
    /\/$/,
    '',
  ),
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(ROOT, 'data')),
  // 89 days back and today: the default view (the last 30 days) and its comparison range (the
  // 60 days before) both hold data, so the demo's first changes compare like with like.
  historyDays: Number(process.env.DEMO_HISTORY_DAYS ?? DEFAULT_HISTORY_DAYS),
  seed: Number(process.env.DEMO_SEED ?? 1),
};
const statePath = path.join(config.dataDir, 'simulator-state.json');

async function readState(now: number): Promise<State> {
  try {
    const state = JSON.parse(await readFile(statePath, 'utf8')) as State;
    // A state older than the history window is of no use: start afresh.
    if (
      state.version === 1 &&
      state.seed === config.seed &&
      state.liveUntil > now - config.historyDays * DAY
    )
      return state;
  } catch {
    // no state yet
  }
  return { version: 1, seed: config.seed, historyEnd: now, liveUntil: now, done: [] };
}

async function saveState(state: State): Promise<void> {
  await mkdir(config.dataDir, { recursive: true });
  const temporary = `${statePath}.tmp`;
  await writeFile(temporary, JSON.stringify(state));
  await rename(temporary, statePath);
}

/** The keys the server wrote for the feed (seed/demo-feed-keys.ts), waiting a little for them. */
async function readKeys(): Promise<{ id: number; api_key: string }[]> {
  const file = path.join(config.dataDir, 'demo-feed-keys.json');
  const deadline = Date.now() + KEYS_WAIT_MS;
  for (;;) {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as {
        locations?: { id: number; api_key: string }[];
      };
      if (parsed.locations) return parsed.locations;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`no demo feed keys in ${file} (is the server in demo mode?)`, {
          cause: error,
        });
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

async function loadFeeds(): Promise<Feed[]> {
  const feeds: Feed[] = [];
  for (const { api_key: apiKey } of await readKeys()) {
    const client = new IngestClient({ baseUrl: config.baseUrl, apiKey });
    const setup = await client.setup();
    // Malls have no dashboard; a location without sensor services or gateways has nothing to send.
    const { location } = setup;
    if (location.type === 'MALL' || location.sensor_services.length === 0) continue;
    if (setup.gateways.length === 0) continue;
    feeds.push({ location, venue: venueFromSetup(setup), client });
  }
  return feeds.sort((a, b) => Number(a.location.id) - Number(b.location.id));
}

async function send(feed: Feed, request: FeedRequest): Promise<number> {
  try {
    if (request.kind === 'detections') {
      const id = batchId('demo', config.seed, 'detections', ...request.key);
      return (await feed.client.detections(request.gateway, id, request.detections)).accepted;
    }
    if (request.kind === 'door-counts') {
      const id = batchId('demo', config.seed, 'door-counts', ...request.key);
      return (await feed.client.doorCounts(request.tag, id, request.counts)).accepted;
    }
    await feed.client.heartbeat(request.gateway, request.ts, FIRMWARE, request.uptimeS);
    return 1;
  } catch (error) {
    // A refused batch (a gateway moved elsewhere, data past retention) must not stop the feed.
    if (error instanceof IngestError && error.status < 500) {
      log(`${feed.location.name}: ${request.kind} refused (${error.status}): ${error.message}`);
      return 0;
    }
    throw error;
  }
}

/** Sends the requests with a few in flight; answers the number of accepted items. */
async function sendAll(jobs: { feed: Feed; request: FeedRequest }[]): Promise<number> {
  let next = 0;
  let accepted = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job) continue;
      // Awaited first: `accepted += await ...` would add to a stale total while others run.
      const count = await send(job.feed, job.request);
      accepted += count;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return accepted;
}

/** One window for every location (windows are per local day of each location's zone). */
function jobsFor(
  feeds: Feed[],
  windowsOf: (feed: Feed) => FeedWindow[],
  cache: DayCache,
  heartbeatsFrom?: number,
) {
  return feeds.flatMap((feed) =>
    windowsOf(feed).flatMap((window) =>
      windowRequests(feed.venue, window, cache, heartbeatsFrom ?? window.from).map((request) => ({
        feed,
        request,
      })),
    ),
  );
}

async function catchUpLive(feeds: Feed[], state: State, cache: DayCache): Promise<void> {
  const to = floorMinute(Date.now());
  if (to <= state.liveUntil) return;
  const from = state.liveUntil;
  await sendAll(jobsFor(feeds, (feed) => splitByDay(feed.venue.timezone, from, to), cache));
  state.liveUntil = to;
  await saveState(state);
}

async function sendHistory(
  feeds: Feed[],
  state: State,
  cache: DayCache,
  started: number,
): Promise<void> {
  const oldestAccepted = Date.now() - (config.historyDays + 3) * DAY;
  for (const back of historyOrder(config.historyDays)) {
    const pending = feeds.flatMap((feed) => {
      const window = historyWindows(feed.venue.timezone, state.historyEnd, config.historyDays)[
        back
      ];
      const key = `${feed.location.id}:${window?.label}`;
      return window && !state.done.includes(key) && window.from >= oldestAccepted
        ? [{ feed, window, key }]
        : [];
    });
    if (pending.length === 0) continue;
    const dayStarted = Date.now();
    const accepted = await sendAll(
      pending.flatMap(({ feed, window }) =>
        windowRequests(feed.venue, window, cache, state.historyEnd - HISTORY_HEARTBEATS_MS).map(
          (request) => ({ feed, request }),
        ),
      ),
    );
    state.done.push(...pending.map((p) => p.key));
    await saveState(state);
    const label = back === 0 ? 'today' : back === 1 ? 'yesterday' : `day -${back}`;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    log(
      `history ${label} sent for ${pending.length} locations: ${accepted} items in ${seconds(Date.now() - dayStarted)}, ${seconds(Date.now() - started)} since start`,
    );
    // Keep today current while the older history goes out.
    await catchUpLive(feeds, state, cache);
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const feeds = await loadFeeds();
  log(`${feeds.length} demo locations: ${feeds.map((f) => f.location.name).join(', ')}`);
  const state = await readState(floorMinute(Date.now()));
  const cache = new DayCache(
    { seed: config.seed, secret: `demo-corporation-secret-${config.seed}` },
    feeds.length * 3,
  );
  // A restart first fills the gap since the last live minute, then whatever history is missing.
  await catchUpLive(feeds, state, cache);
  await sendHistory(feeds, state, cache, started);
  state.historyCompleteAt ??= Date.now();
  await saveState(state);
  log(`history complete in ${((Date.now() - started) / 1000).toFixed(1)} s; live every minute`);
  for (;;) {
    const wait = floorMinute(Date.now()) + MINUTE + 5_000 - Date.now();
    await new Promise((resolve) => setTimeout(resolve, wait));
    try {
      await catchUpLive(feeds, state, cache);
    } catch (error) {
      // The server is restarting or busy: the next minute sends the gap.
      log(`live minute failed, retrying next minute: ${(error as Error).message}`);
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(0));
main().catch((error: unknown) => {
  log(`stopped: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
