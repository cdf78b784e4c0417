// The one pending automatic logout of this tab.
let pending: ReturnType<typeof setTimeout> | null = null;

export function scheduleLogout(delayMs: number, onExpire: () => void): void {
  cancelScheduledLogout();
  pending = setTimeout(() => {
    pending = null;
    onExpire();
  }, delayMs);
}

export function cancelScheduledLogout(): void {
  if (pending !== null) clearTimeout(pending);
  pending = null;
}
