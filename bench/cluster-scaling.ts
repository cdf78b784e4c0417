// `npm run bench:cluster --workspace @footfall/bench`: what more processes buy on this machine. For
// each shape of `npm run cluster` (servers x pipeline workers), on a fresh embedded database: the
// ingest rate of 4 senders posting yesterday of 10 demo locations through HAProxy, how long the
// workers take to process those days, and the dashboard mix's requests/s through HAProxy (100
// connections, 20 s). docs/operations.md "Cluster" keeps a run's table; the ratios matter.
import { parseArgs } from 'node:util';
import { pipelineIdle } from '../apps/server/test/cluster/checks';
import { dayOfData, sendAll } from '../apps/server/test/cluster/day-of-data';
import { demoKeys, startCluster } from '../apps/server/test/cluster/processes';
import { httpLoginToken } from './bench-login';
import { dashboardPaths, runLoad } from './dashboard-load';
import { clusterState } from '../apps/server/test/cluster/processes';
import { DEMO_LOGIN } from './product-process';

const { values } = parseArgs({
  options: { shapes: { type: 'string', default: '1x1,2x1,3x1,1x2,3x2' } },
});
const shapes = values.shapes
  .split(',')
  .map((shape) => shape.split('x').map(Number) as [number, number]);
const PORT = 18900;

const rows: string[] = [];
for (const [servers, workers] of shapes) {
  const cluster = await startCluster(PORT, servers, workers);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const jobs = await dayOfData(base, demoKeys(cluster.dataDir), 10, Date.now());
    const detections = jobs.reduce(
      (sum, job) => sum + (job.request.kind === 'detections' ? job.request.detections.length : 0),
      0,
    );
    const sendStart = Date.now();
    const sent = await sendAll(base, jobs, 4);
    const sendS = (Date.now() - sendStart) / 1000;
    await pipelineIdle(clusterState(cluster.dataDir).database_url, 900_000);
    const processedS = (Date.now() - sendStart) / 1000;
    const token = await httpLoginToken(base, DEMO_LOGIN.email, DEMO_LOGIN.password);
    const paths = await dashboardPaths(base, token);
    const { times, result } = await runLoad(base, token, paths, 100, 20);
    const row = [
      `${servers} x ${workers}`,
      `${Math.round(detections / sendS).toLocaleString('en-US')} detections/s`,
      `${processedS.toFixed(1)} s to processed`,
      `${Math.round(times.length / result.duration)} requests/s`,
      `${result.non2xx + result.errors} failed, ${sent.failed.length} batches lost`,
    ].join(' | ');
    console.log(row);
    rows.push(row);
  } finally {
    await cluster.stop();
  }
}
console.log(
  ['servers x workers | ingest | ingest to processed | dashboards | failures', ...rows].join('\n'),
);
