// The local days (location's time zone) a batch touches: the pipeline recomputes their rollups.
import { addDays, localDateOf } from '@footfall/core';
import { upsertDirtyDays } from '../pipeline/dirty-day-marks';
import type { IngestTx } from './ingest-tx';

const MINUTE_MS = 60_000;

export class TouchedDays {
  private readonly dates = new Set<string>();
  /** Every zone offset in use is whole minutes, so one lookup per minute is exact. */
  private readonly byMinute = new Map<number, string>();

  /** `also`: the same instants filed in another location's days (a booth's show). */
  constructor(
    private readonly timeZone: string,
    readonly also: TouchedDays | null = null,
  ) {}

  private dateOf(ms: number): string {
    const minute = Math.floor(ms / MINUTE_MS);
    let date = this.byMinute.get(minute);
    if (date === undefined) {
      date = localDateOf(minute * MINUTE_MS, this.timeZone);
      this.byMinute.set(minute, date);
    }
    return date;
  }

  addInstant(ms: number): void {
    this.dates.add(this.dateOf(ms));
    this.also?.addInstant(ms);
  }

  /** [start, end): every local day from the one of start to the one of its last millisecond. */
  addInterval(start: number, end: number): void {
    const last = this.dateOf(end - 1);
    for (let date = this.dateOf(start); date <= last; date = addDays(date, 1)) this.dates.add(date);
    this.also?.addInterval(start, end);
  }

  /** Sorted, so concurrent batches lock the same rows in the same order. */
  list(): string[] {
    return [...this.dates].sort();
  }
}

export const markDirtyDays = (tx: IngestTx, locationId: number, dates: string[], now: Date) =>
  upsertDirtyDays(tx, locationId, dates, now);
