// `npm run test:cluster` (issue 18): 3 servers + 2 pipeline workers behind HAProxy (npm run
// cluster); 4 senders ingest yesterday's simulated data of 10 demo locations through HAProxy
// while one server and one worker at a time are killed (kill -9) at random moments and started
// again. Then: every acknowledged batch is stored once, with all its detections; no request got a
// failure a repeat through HAProxy did not absorb; and the rollups equal those of one server
// process fed the same data. Ends with "N passed, N failed" like the other lanes.
import { writeFileSync } from 'node:fs';
import { clusterState, databaseUrlOf, demoKeys, startCluster, startReference } from './processes';
import { dayOfData, sendAll } from './day-of-data';
import { pipelineIdle, rollups, storedBatches, storedDetections } from './checks';

const CLUSTER_PORT = Number(process.env.CLUSTER_TEST_PORT ?? 18700);
const REFERENCE_PORT = CLUSTER_PORT + 50;
const LOCATIONS = 10;
const SENDERS = 4;
/** Each sender posts at most one batch per 1.5 s: 58 batches take about 22 s, kills every 2-4 s. */
const PACE_MS = 1_500;
const results: { name: string; ok: boolean; detail: string }[] = [];
const check = (name: string, ok: boolean, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${detail ? `: ${detail}` : ''}`);
};
const seconds = (from: number) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const random = (min: number, max: number) => min + Math.random() * (max - min);

/** Kills a random server and a random worker, in turn, every 2-4 s until `done()`. */
async function chaos(dataDir: string, done: () => boolean): Promise<string[]> {
  const kills: string[] = [];
  let kind: 'server' | 'worker' = 'server';
  while (!done()) {
    await new Promise((resolve) => setTimeout(resolve, random(2_000, 4_000)));
    if (done()) break;
    const candidates = clusterState(dataDir).processes.filter(
      (entry) => entry.name.startsWith(kind) && entry.pid !== null,
    );
    const victim = candidates[Math.floor(Math.random() * candidates.length)];
    if (victim?.pid) {
      try {
        process.kill(victim.pid, 'SIGKILL');
        kills.push(victim.name);
      } catch {
        // gone already (being restarted)
      }
    }
    kind = kind === 'server' ? 'worker' : 'server';
  }
  return kills;
}

const started = Date.now();
const now = Date.now();
const reference = await startReference(REFERENCE_PORT);
const cluster = await startCluster(CLUSTER_PORT).catch(async (error: unknown) => {
  await reference.stop();
  throw error;
});
try {
  const base = `http://127.0.0.1:${CLUSTER_PORT}`;
  const jobs = await dayOfData(base, demoKeys(cluster.dataDir), LOCATIONS, now);
  const names = [...new Set(jobs.map((job) => job.location))];
  const detections = jobs.reduce(
    (sum, job) => sum + (job.request.kind === 'detections' ? job.request.detections.length : 0),
    0,
  );
  console.log(
    `${jobs.length} batches (${detections} detections) of ${names.length} locations; cluster up after ${seconds(started)}`,
  );

  let sending = true;
  const sendStart = Date.now();
  const [sent, kills] = await Promise.all([
    sendAll(base, jobs, SENDERS, PACE_MS).finally(() => (sending = false)),
    chaos(cluster.dataDir, () => !sending),
  ]);
  console.log(`sent in ${seconds(sendStart)} with ${kills.length} kills (${kills.join(', ')})`);
  check(
    'every batch acknowledged through HAProxy, failures absorbed by repeats',
    sent.failed.length === 0 && sent.acked.size === jobs.length,
    `${sent.acked.size}/${jobs.length} acknowledged, ${sent.absorbed} failed attempts absorbed${
      sent.failed.length ? `, unabsorbed: ${sent.failed.slice(0, 3).join('; ')}` : ''
    }`,
  );
  check(
    'processes were killed while sending',
    kills.some((n) => n.startsWith('server')) && kills.some((n) => n.startsWith('worker')),
    kills.join(', '),
  );

  const clusterUrl = databaseUrlOf(cluster);
  const idleStart = Date.now();
  await pipelineIdle(clusterUrl, 600_000);
  console.log(`cluster pipeline idle ${seconds(idleStart)} after the last batch`);

  const stored = await storedBatches(clusterUrl);
  const missing = [...sent.acked.keys()].filter((id) => !stored.has(id));
  const wrongCount = [...sent.acked].filter(([id, items]) => stored.get(id) !== items);
  check(
    'every acknowledged batch stored once, with its items',
    missing.length === 0 && wrongCount.length === 0 && stored.size === sent.acked.size,
    `${stored.size} stored, ${missing.length} missing, ${wrongCount.length} with another count`,
  );
  const rows = await storedDetections(clusterUrl);
  check('every detection stored once', rows === detections, `${rows} rows for ${detections} sent`);

  // The same batches to one server process, which runs the pipeline itself.
  const referenceBase = `http://127.0.0.1:${REFERENCE_PORT}`;
  const referenceJobs = await dayOfData(referenceBase, demoKeys(reference.dataDir), LOCATIONS, now);
  const referenceSent = await sendAll(referenceBase, referenceJobs, SENDERS);
  const referenceUrl = databaseUrlOf(reference);
  await pipelineIdle(referenceUrl, 600_000);
  const expected = await rollups(referenceUrl, names);
  const actual = await rollups(clusterUrl, names);
  const differing = actual.filter((row, index) => row !== expected[index]);
  check(
    'rollups equal the one-process run of the same data',
    referenceSent.failed.length === 0 &&
      expected.length > 0 &&
      actual.length === expected.length &&
      differing.length === 0,
    `${actual.length} rows (one process: ${expected.length}), ${differing.length} differ${
      differing[0] ? `, first: ${differing[0].slice(0, 300)}` : ''
    }`,
  );
} catch (error) {
  check('the chaos run completed', false, (error as Error).stack ?? String(error));
} finally {
  await Promise.all([cluster.stop(), reference.stop()]);
}
const failed = results.filter((result) => !result.ok).length;
// npm test counts the checks from this file.
if (process.env.CLUSTER_TEST_REPORT)
  writeFileSync(
    process.env.CLUSTER_TEST_REPORT,
    JSON.stringify({ passed: results.length - failed, failed }),
  );
console.log(`\ncluster test took ${seconds(started)}`);
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
