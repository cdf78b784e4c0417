/** Median wall time of `runs` calls after `warmup` calls, in milliseconds. */
export async function medianMs(fn: () => Promise<unknown>, runs = 30, warmup = 5): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** The p-th percentile (0-100, nearest rank) of `values`. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] as number;
}

export type BenchResult = { name: string; baseline: string; ratio: number; detail: string };

/** One line of bench/results.md. `met` is null where the benchmark has no target. */
export type BenchRow = {
  benchmark: string;
  figure: string;
  target: string;
  met: boolean | null;
  baseline: string;
  ratio: string;
  note: string;
};

export const formatCount = (value: number) => Math.round(value).toLocaleString('en-US');
export const formatMs = (value: number) => `${value.toFixed(1)} ms`;
export const formatRatio = (value: number) =>
  Number.isFinite(value) ? `${value.toFixed(value >= 10 ? 0 : 2)}x` : 'n/a';
