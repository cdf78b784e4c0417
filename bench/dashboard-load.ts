// The dashboard mix under load, shared by the benchmark's load probe (a product it starts) and
// `npm run load` (any running server): GET /api/v1/locations, and for each location with sensor
// services the retail dashboard's foot-traffic and door-counter (last 30 days by day, compared)
// and scores, from autocannon; GET /api/health once a second from another process meanwhile.
import { spawn } from 'node:child_process';
import { defaultDateRange, localDateOf } from '@footfall/core';
import autocannon from 'autocannon';

type ApiLocation = {
  id: number;
  name: string;
  type: string;
  timezone: string;
  services: { sensor_services: string[] };
};

/** The dashboard's paths: the list, then per fed demo location its three analytics calls. */
export async function dashboardPaths(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/api/v1/locations`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const locations = ((await response.json()) as { data: ApiLocation[] }).data;
  // The locations the demo feed sends data for (no mall, sensor services).
  const fed = locations.filter(
    (location) => location.type !== 'MALL' && location.services.sensor_services.length > 0,
  );
  const paths = ['/api/v1/locations'];
  for (const location of fed) {
    // The dashboards' default filters: the last 30 days to today in the location's zone, by day.
    const range = defaultDateRange(localDateOf(Date.now(), location.timezone));
    const query = `start_date=${range.start}&end_date=${range.end}&granularity=day`;
    const base = `/api/v1/locations/${location.id}`;
    paths.push(
      `${base}/foot-traffic?${query}&compare=1`,
      `${base}/door-counter?${query}&compare=1`,
      `${base}/scores?${query}`,
    );
  }
  return paths;
}

// The health sampler runs in its own Node process, so that autocannon's work in this one does not
// delay its timings: one GET a second, each timed on its own, printed as JSON at the end.
const HEALTH_SAMPLER = `
const [url, seconds] = process.argv.slice(1);
const times = [];
let failures = 0;
const one = async () => {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10000) });
    await response.arrayBuffer();
    if (response.status === 200) times.push(performance.now() - started);
    else failures += 1;
  } catch {
    failures += 1;
  }
};
// One untimed request first: the first fetch of a Node process loads its HTTP client, which is
// this process's start-up, not the server's latency.
await fetch(url).then((response) => response.arrayBuffer()).catch(() => undefined);
const pending = [];
for (let i = 0; i < Number(seconds); i += 1) {
  pending.push(one());
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
await Promise.all(pending);
process.stdout.write(JSON.stringify({ times, failures }));
if (process.env.HEALTH_TRACE) console.error(times.map(Math.round).join(' '));
`;

export function sampleHealth(
  url: string,
  durationS: number,
): Promise<{ times: number[]; failures: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', HEALTH_SAMPLER, url, String(durationS)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out) as { times: number[]; failures: number });
      else reject(new Error(`health sampler exited with ${code}`));
    });
  });
}

/** The opening seconds of a load run (see runLoad). */
export const OPENING_MS = 5_000;

export function runLoad(
  url: string,
  token: string,
  paths: string[],
  connections: number,
  durationS: number,
): Promise<{ result: autocannon.Result; times: number[]; openingTimes: number[] }> {
  const times: number[] = [];
  // Answers in the first seconds, while every connection opens at once, are told apart: a cold
  // burst of 200 new connections is not the steady load.
  const openingTimes: number[] = [];
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: durationS,
        // A slow answer is measured, not cut off at autocannon's default 10 s.
        timeout: 60,
        headers: { authorization: `Bearer ${token}` },
        requests: paths.map((path) => ({ method: 'GET', path })),
      },
      (error, result) => (error ? reject(error) : resolve({ result, times, openingTimes })),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime);
      if (Date.now() - started < OPENING_MS) openingTimes.push(responseTime);
    });
  });
}
