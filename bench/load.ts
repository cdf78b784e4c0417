// `npm run load -- --url http://127.0.0.1:8080`: the dashboard mix against a running server (200
// connections for 60 s by default, as the demo owner unless told otherwise), printing requests/s,
// latency percentiles, requests over 2 s, errors, and /api/health meanwhile. docs/operations.md.
import { parseArgs } from 'node:util';
import { httpLoginToken } from './bench-login';
import { dashboardPaths, OPENING_MS, runLoad, sampleHealth } from './dashboard-load';
import { formatCount, formatMs, percentile } from './measure';
import { DEMO_LOGIN } from './product-process';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    email: { type: 'string', default: DEMO_LOGIN.email },
    password: { type: 'string', default: DEMO_LOGIN.password },
    connections: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
  },
});
const url = values.url.replace(/\/$/, '');
const connections = Number(values.connections);
const seconds = Number(values.seconds);

const token = await httpLoginToken(url, values.email, values.password);
const paths = await dashboardPaths(url, token);
console.log(
  `load: ${connections} connections for ${seconds} s over ${paths.length} paths of ${url}`,
);
const [{ result, times, openingTimes }, health] = await Promise.all([
  runLoad(url, token, paths, connections, seconds),
  sampleHealth(`${url}/api/health`, seconds),
]);
const failed = result.errors + result.timeouts + result.non2xx;
const line = (name: string, samples: number[]) =>
  `${name}: p50 ${formatMs(percentile(samples, 50))}, p99 ${formatMs(percentile(samples, 99))}, max ${formatMs(Math.max(...samples))}`;
console.log(`requests/s: ${formatCount(times.length / result.duration)}`);
console.log(line('latency', times));
const over2s = (samples: number[]) => samples.filter((time) => time > 2_000).length;
console.log(
  `over 2 s: ${over2s(times)} of ${formatCount(times.length)} (${over2s(openingTimes)} in the first ${OPENING_MS / 1000} s, as the ${connections} connections open)`,
);
console.log(
  `failed: ${failed} (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
);
console.log(`${line('GET /api/health once a second', health.times)}; ${health.failures} failed`);
