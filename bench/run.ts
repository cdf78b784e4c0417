// `npm run bench`: every benchmark, in one run, written to bench/results.md and printed. Each figure
// is given with the baseline measured in the same run (the machines are shared and noisy), and
// `npm run bench -- pipeline analytics` runs only the named ones.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { analyticsLatencyBenchmark } from './analytics-latency';
import { ingestEndToEndBenchmark } from './ingest-end-to-end';
import { loadProbe } from './load-probe';
import { locationsListBenchmark } from './locations-list';
import { formatRatio, type BenchRow } from './measure';
import { pipelineThroughputBenchmark } from './pipeline-throughput';
import { resultsMarkdown } from './results-file';
import { startupProbe } from './startup-probe';

const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

const benchmarks: Record<string, () => Promise<BenchRow[]>> = {
  'locations-list': async () => {
    const result = await locationsListBenchmark();
    return [
      {
        benchmark: result.name,
        figure: result.detail,
        target: 'none',
        met: null,
        baseline: result.baseline,
        ratio: formatRatio(result.ratio),
        note: `medians of 30 requests after 5 warm-up ones, ${result.database} (fresh, durable as in the product)`,
      },
    ];
  },
  pipeline: () => pipelineThroughputBenchmark(log),
  analytics: () => analyticsLatencyBenchmark(log),
  startup: () => startupProbe(log),
  load: () => loadProbe(log),
  ingest: () => ingestEndToEndBenchmark(log),
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !(name in benchmarks));
if (unknown.length > 0) throw new Error(`Unknown benchmark(s): ${unknown.join(', ')}`);

const startedAt = new Date();
const loadAtStart = os.loadavg()[0] ?? NaN;
const started = performance.now();
const rows: BenchRow[] = [];
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  log(`${name}: start`);
  rows.push(...(await benchmark()));
}
const minutes = (performance.now() - started) / 60_000;
const notes = [
  `Total run time ${minutes.toFixed(1)} min.`,
  `The machine is shared (load average ${loadAtStart.toFixed(1)} on ${os.cpus().length} cores at the start): other processes compete for the CPU, so wall-clock figures (latencies, end-to-end rates) are noisy and pessimistic; the throughput figures use CPU time to stay comparable.`,
  'Targets: pipeline >= 50,000 detections/s per core; analytics p95 < 50 ms for 30- and 365-day ranges over 1,000 locations x 1 year (BENCH_POSTGRES_LOCATIONS). Issue 13 (one engine): login page within 10 s of `npm start`, all demo history processed within 5 minutes, p99 of health and the locations list under 500 ms meanwhile; under 200 connections of the dashboard mix no request over 2 s and health p99 under 100 ms; ingest end to end >= 100,000 detections/s.',
  'Start-up and load probes: the product as a new user starts it (`node scripts/start.mjs`, fresh DATA_DIR, embedded database, demo feed), as child processes of the benchmark on the same two cores; the load generator (autocannon) too. Wall-clock percentiles of one run, not timed assertions.',
  'Databases: the embedded PostgreSQL server the product runs (db/embedded), a fresh one per benchmark in a temporary folder, durable (fsync on) as in the product, stopped and removed afterwards. BENCH_ANALYTICS_TARGETS=embedded,external adds the PostgreSQL server of BENCH_DATABASE_URL (127.0.0.1:5432), the same engine under another version and configuration.',
  'Analytics latency: sequential requests after 20 warm-up ones, random locations and end dates, granularity=day, through the whole server in-process (app.inject: routing, authentication, access check, validation, SQL, JSON). CPU per request = CPU of this process plus CPU of the PostgreSQL backends (read from /proc) over the measured requests, divided by their number: what a request costs, roughly its latency on an idle machine.',
  'Seeding uses unlogged rollup tables (a throwaway database: no WAL while generating; reads are the same).',
  ...(wanted.length > 0 ? [`Partial run: ${wanted.join(', ')} only.`] : []),
];
const target = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results.md');
// Formatted as the repository's Prettier would, so `npm run format:check` stays clean.
const markdown = await prettier.format(resultsMarkdown(rows, startedAt, notes), {
  ...(await prettier.resolveConfig(target)),
  parser: 'markdown',
});
writeFileSync(target, markdown);
console.log(`\n${markdown}`);
log(`written to ${target}`);
