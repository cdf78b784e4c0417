// Back-off for days that failed: 5 s after the first failure, doubling up to an hour, so a poison
// day is retried (a fix may arrive with new data or code) without starving the others.
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 3_600_000;

export class RetryBackoff {
  private readonly days = new Map<string, { failures: number; retryAt: number }>();

  failed(locationId: number, localDate: string, now: number): void {
    const key = `${locationId}:${localDate}`;
    const failures = (this.days.get(key)?.failures ?? 0) + 1;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
    this.days.set(key, { failures, retryAt: now + delay });
  }

  succeeded(locationId: number, localDate: string): void {
    this.days.delete(`${locationId}:${localDate}`);
  }

  canTry(locationId: number, localDate: string, now: number): boolean {
    const entry = this.days.get(`${locationId}:${localDate}`);
    return !entry || entry.retryAt <= now;
  }
}
