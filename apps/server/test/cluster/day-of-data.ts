// A day of simulated data for the demo's locations, as ingest requests, and senders that retry
// what a dying process did not answer (network error or 5xx), counting what they absorbed.
// The simulator by relative path (test-only: the server does not depend on it).
import { IngestClient, IngestError, batchId } from '../../../../packages/simulator/src/client';
import {
  DayCache,
  historyWindows,
  venueFromSetup,
  windowRequests,
  type FeedRequest,
} from '../../../../packages/simulator/src/index';

export interface Job {
  location: string;
  apiKey: string;
  request: FeedRequest;
}

export interface SendReport {
  /** batch id -> items of each batch the server acknowledged. */
  acked: Map<string, number>;
  /** 5xx answers and network errors that a repeat absorbed. */
  absorbed: number;
  /** Requests that still failed after every repeat (must be none). */
  failed: string[];
}

const SEED = 7;
const idOf = (request: Exclude<FeedRequest, { kind: 'heartbeat' }>) =>
  batchId('cluster', SEED, request.kind, ...request.key);

/** Yesterday (local) of up to `limit` demo locations with gateways. */
export async function dayOfData(
  baseUrl: string,
  keys: { api_key: string }[],
  limit: number,
  now: number,
): Promise<Job[]> {
  const jobs: Job[] = [];
  const cache = new DayCache({ seed: SEED, secret: `cluster-test-secret-${SEED}` }, limit * 3);
  let locations = 0;
  for (const { api_key: apiKey } of keys) {
    if (locations >= limit) break;
    const setup = await new IngestClient({ baseUrl, apiKey }).setup();
    const { location } = setup;
    if (location.type === 'MALL' || setup.gateways.length === 0) continue;
    locations += 1;
    const venue = venueFromSetup(setup);
    const yesterday = historyWindows(venue.timezone, now, 1)[1]!;
    for (const request of windowRequests(venue, yesterday, cache))
      if (request.kind !== 'heartbeat')
        jobs.push({ location: location.name ?? String(location.id), apiKey, request });
  }
  return jobs;
}

/**
 * Sends every job with `senders` in parallel; a failed attempt is repeated up to 30 times. With
 * `paceMs` each sender starts a batch at most that often, as gateways posting through the day do:
 * the chaos run's kills then fall while data arrives (unpaced, a quiet machine took the whole
 * day in 2.4 s, before the first kill).
 */
export async function sendAll(
  baseUrl: string,
  jobs: Job[],
  senders: number,
  paceMs = 0,
): Promise<SendReport> {
  const report: SendReport = { acked: new Map(), absorbed: 0, failed: [] };
  let next = 0;
  const sender = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const started = Date.now();
      const request = job.request as Exclude<FeedRequest, { kind: 'heartbeat' }>;
      // Retries are ours, so that each absorbed failure is counted.
      const client = new IngestClient({ baseUrl, apiKey: job.apiKey, retries: 0 });
      const id = idOf(request);
      for (let attempt = 1; ; attempt += 1) {
        try {
          // A repeat of a batch stored before its answer was lost answers duplicate (0 new
          // items): the batch counts with what it holds.
          if (request.kind === 'detections') {
            await client.detections(request.gateway, id, request.detections);
            report.acked.set(id, request.detections.length);
          } else {
            await client.doorCounts(request.tag, id, request.counts);
            report.acked.set(id, request.counts.length);
          }
          break;
        } catch (error) {
          const retriable = !(error instanceof IngestError) || error.status >= 500;
          if (!retriable || attempt >= 30) {
            report.failed.push(`${id}: ${(error as Error).message}`);
            break;
          }
          report.absorbed += 1;
          await new Promise((resolve) => setTimeout(resolve, 250 * Math.min(attempt, 8)));
        }
      }
      const wait = paceMs - (Date.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  await Promise.all(Array.from({ length: senders }, sender));
  return report;
}
