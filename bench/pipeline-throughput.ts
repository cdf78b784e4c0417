// Pipeline throughput: processDay over about 1.5 M synthetic detections (several stores x days),
// in detections per CPU second of this process, against the same sessionisation written as SQL
// window functions in PostgreSQL over the same rows (CPU seconds of its backend, one core), on the
// embedded PostgreSQL server the product runs.
import { openDatabase } from '../apps/server/src/db/client';
import { processDay, type DayInput } from '../apps/server/src/pipeline/process-day';
import { sessioniseDay } from '../apps/server/src/pipeline/stages/sessionise-day';
import pg from 'pg';
import { otherProcessCpuSeconds, processCpuSeconds } from './cpu';
import { formatCount, formatRatio, type BenchRow } from './measure';
import { benchDays, benchDefinitions, BENCH_TIME_ZONE, type BenchDay } from './pipeline-days';
import { openBenchDatabase } from './bench-database';
import { insertDetections } from './raw-rows';
import { sessionsSql } from './sessionise-sql';

const TARGET_PER_CORE = 50_000;
const DETECTIONS_PER_DAY = Number(process.env.BENCH_DETECTIONS_PER_DAY ?? 250_000);

type DayCounts = Map<string, { sessions: number; visitors: number }>;
const keyOf = (locationId: number, localDate: string) => `${locationId}/${localDate}`;

interface Measured {
  detections: number;
  cpuSeconds: number;
  wallSeconds: number;
  counts: DayCounts;
}

/** The sessionisation stage alone (sessions, inside span, area runs, classes): the SQL's work. */
function sessionise(input: DayInput) {
  if (input.wifi.kind !== 'raw') return [];
  const range = { start: input.frame.hourStarts[0] ?? input.frame.dayEnd, end: input.frame.dayEnd };
  return sessioniseDay(
    input.wifi.detections,
    range,
    input.definitions,
    input.sensors,
    input.wifi.earlierVisitors,
  );
}

function timed<T>(fn: () => T): { value: T; cpu: number; wall: number } {
  const cpu = processCpuSeconds();
  const wall = performance.now();
  const value = fn();
  return { value, cpu: processCpuSeconds() - cpu, wall: (performance.now() - wall) / 1000 };
}

/** processDay and, separately, its sessionisation stage, over every day after a warm-up day. */
function runPipeline(days: readonly BenchDay[]): { whole: Measured; sessions: Measured } {
  if (days[0]) {
    processDay(days[0].input);
    sessionise(days[0].input);
  }
  const whole: Measured = { detections: 0, cpuSeconds: 0, wallSeconds: 0, counts: new Map() };
  const sessions: Measured = { detections: 0, cpuSeconds: 0, wallSeconds: 0, counts: new Map() };
  const add = (
    into: Measured,
    day: BenchDay,
    run: { cpu: number; wall: number },
    visits: { isVisitor: boolean }[],
  ) => {
    into.detections += day.detections;
    into.cpuSeconds += run.cpu;
    into.wallSeconds += run.wall;
    into.counts.set(keyOf(day.locationId, day.localDate), {
      sessions: visits.length,
      visitors: visits.filter((visit) => visit.isVisitor).length,
    });
  };
  for (const day of days) {
    const output = timed(() => processDay(day.input));
    add(whole, day, output, output.value.visits);
    const stage = timed(() => sessionise(day.input));
    add(sessions, day, stage, stage.value);
  }
  return { whole, sessions };
}

const BASELINE_SQL = `
select location_id, local_date, count(*)::int as sessions,
  (count(*) filter (where is_visitor))::int as visitors
from (${sessionsSql({ timeZone: BENCH_TIME_ZONE, definitions: benchDefinitions, where: 'true' })}) s
group by location_id, local_date
order by location_id, local_date`;

async function runSqlBaseline(
  days: readonly BenchDay[],
): Promise<Measured & { loadSeconds: number; label: string }> {
  const database = await openBenchDatabase('embedded', 'pipeline');
  try {
    // The schema's raw_detections (and its index), created by the migrations.
    const handle = await openDatabase({ databaseUrl: database.url });
    await handle.close();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const loadStart = performance.now();
      for (const day of days) {
        if (day.input.wifi.kind !== 'raw') continue;
        await insertDetections(client, day.locationId, day.input.wifi.detections);
      }
      await client.query('vacuum analyze raw_detections');
      const loadSeconds = (performance.now() - loadStart) / 1000;
      // One backend on one core (as our single thread), sorts in memory rather than on disk.
      await client.query('set max_parallel_workers_per_gather = 0');
      await client.query(`set work_mem = '512MB'`);
      const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
      const pid = rows[0]?.pid ?? -1;
      await client.query(BASELINE_SQL); // warm-up: table pages in shared buffers
      const cpu = otherProcessCpuSeconds(pid);
      const wall = performance.now();
      const result = await client.query<{
        location_id: number;
        local_date: string;
        sessions: number;
        visitors: number;
      }>(BASELINE_SQL);
      const wallSeconds = (performance.now() - wall) / 1000;
      const cpuAfter = otherProcessCpuSeconds(pid);
      const counts: DayCounts = new Map();
      for (const row of result.rows)
        counts.set(keyOf(row.location_id, row.local_date), {
          sessions: row.sessions,
          visitors: row.visitors,
        });
      return {
        detections: days.reduce((sum, day) => sum + day.detections, 0),
        // Without /proc (a remote server) wall time is the only figure: say so in the note.
        cpuSeconds: cpu !== null && cpuAfter !== null ? cpuAfter - cpu : wallSeconds,
        wallSeconds,
        counts,
        loadSeconds,
        label: database.label,
      };
    } finally {
      await client.end();
    }
  } finally {
    await database.close();
  }
}

function sameCounts(ours: DayCounts, theirs: DayCounts): string {
  const differing = [...ours].filter(([key, value]) => {
    const other = theirs.get(key);
    return !other || other.sessions !== value.sessions || other.visitors !== value.visitors;
  });
  if (differing.length === 0 && ours.size === theirs.size)
    return `same sessions and visitors on all ${ours.size} location-days`;
  const [key, value] = differing[0] ?? ['?', null];
  return `COUNTS DIFFER on ${differing.length} location-day(s), e.g. ${key}: ours ${JSON.stringify(value)}, SQL ${JSON.stringify(theirs.get(key))}`;
}

export async function pipelineThroughputBenchmark(
  log: (line: string) => void,
): Promise<BenchRow[]> {
  const generation = performance.now();
  const days = benchDays({ locations: 3, days: 2, detectionsPerDay: DETECTIONS_PER_DAY, seed: 7 });
  const total = days.reduce((sum, day) => sum + day.detections, 0);
  log(
    `pipeline: ${formatCount(total)} detections in ${days.length} location-days generated in ${((performance.now() - generation) / 1000).toFixed(1)} s`,
  );
  const { whole, sessions } = runPipeline(days);
  const perCore = whole.detections / whole.cpuSeconds;
  const stagePerCore = sessions.detections / sessions.cpuSeconds;
  log(
    `pipeline: processDay ${formatCount(perCore)} detections/CPU s (${whole.cpuSeconds.toFixed(1)} CPU s, ${whole.wallSeconds.toFixed(1)} s wall); sessionisation stage ${formatCount(stagePerCore)}/CPU s`,
  );
  const baseline = 'the same sessionisation as SQL window functions in PostgreSQL, same rows';
  const rows: BenchRow[] = [
    {
      benchmark: `Pipeline: processDay, all stages, ${formatCount(total)} detections (${days.length} location-days x 6 gateways)`,
      figure: `${formatCount(perCore)} detections/s per core`,
      target: `>= ${formatCount(TARGET_PER_CORE)}/s per core`,
      met: perCore >= TARGET_PER_CORE,
      baseline,
      ratio: 'n/a',
      note: `CPU time of this process (GC threads included) ${whole.cpuSeconds.toFixed(1)} s, wall ${whole.wallSeconds.toFixed(1)} s; all stages: sessions, classes, area runs, presence, positions + heatmap, gateway hours, door counts`,
    },
    {
      benchmark: 'Pipeline: its sessionisation stage alone (sessioniseDay), same rows',
      figure: `${formatCount(stagePerCore)} detections/s per core`,
      target: 'none',
      met: null,
      baseline,
      ratio: 'n/a',
      note: `CPU ${sessions.cpuSeconds.toFixed(2)} s; sessions, inside span, area runs and visitor classes: at least the work of the SQL`,
    },
  ];
  const sql = await runSqlBaseline(days);
  const sqlRate = sql.detections / sql.cpuSeconds;
  log(
    `pipeline: SQL baseline ${formatCount(sqlRate)} detections/CPU s (${sql.cpuSeconds.toFixed(1)} CPU s, ${sql.wallSeconds.toFixed(1)} s wall; loading took ${sql.loadSeconds.toFixed(0)} s)`,
  );
  const sqlNote = `; SQL on ${sql.label}: ${formatCount(sqlRate)} detections/s per core (backend CPU ${sql.cpuSeconds.toFixed(1)} s, wall ${sql.wallSeconds.toFixed(1)} s, 1 worker, work_mem 512MB, sessions + visitor flag only; loading the rows (${sql.loadSeconds.toFixed(0)} s) is NOT counted)`;
  const [wholeRow, stageRow] = rows as [BenchRow, BenchRow];
  wholeRow.ratio = formatRatio(perCore / sqlRate);
  wholeRow.note += `${sqlNote}; ${sameCounts(whole.counts, sql.counts)}`;
  stageRow.ratio = formatRatio(stagePerCore / sqlRate);
  stageRow.note += `${sqlNote}; ${sameCounts(sessions.counts, sql.counts)}`;
  return rows;
}
