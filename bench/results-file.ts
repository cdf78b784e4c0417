// bench/results.md: one table of every figure measured in one run, with the machine it ran on.
import os from 'node:os';
import type { BenchRow } from './measure';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function verdict(row: BenchRow): string {
  if (row.met === null) return row.target;
  return `${row.target} (${row.met ? 'met' : 'NOT met'})`;
}

export function machineNote(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  const [load1] = os.loadavg();
  return `${cpus.length} x ${model}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}; load average at the end of the run ${load1?.toFixed(1) ?? '?'}`;
}

export function resultsMarkdown(
  rows: readonly BenchRow[],
  startedAt: Date,
  notes: readonly string[],
): string {
  const lines = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` (bench/run.ts) on ${startedAt.toISOString()}, in one run.`,
    '',
    `Machine: ${machineNote()}.`,
    '',
    '| Benchmark | Figure | Target | Baseline | Ratio | Note |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${cell(row.benchmark)} | ${cell(row.figure)} | ${cell(verdict(row))} | ${cell(row.baseline)} | ${cell(row.ratio)} | ${cell(row.note)} |`,
    ),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ];
  return lines.join('\n');
}
