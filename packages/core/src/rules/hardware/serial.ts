// Gateway and tag serials (docs/product.md section 11): MAC addresses are written one way
// everywhere (upper case, colon-separated) whatever the installer typed; other serials are
// upper-cased.

const MAC_WITH_SEPARATORS = /^[0-9A-F]{2}([:-])(?:[0-9A-F]{2}\1){4}[0-9A-F]{2}$/;
const MAC_BARE = /^[0-9A-F]{12}$/;
const MAC_MIXED = /^[0-9A-F]{2}(?:[:-][0-9A-F]{2}){5}$/;
const OTHER_SERIAL = /^[A-Z0-9][A-Z0-9._:-]{2,63}$/;

/**
 * The registry form of a serial or MAC, or null when it is not one. "b8-27-eb-45-21-b4",
 * "b827eb4521b4" and "B8:27:EB:45:21:B4" all become "B8:27:EB:45:21:B4"; anything else that
 * reads as a serial (3 to 64 letters, digits, dots, dashes, colons or underscores) is upper-cased.
 */
export function normalizeSerial(raw: string): string | null {
  const value = raw.trim().toUpperCase();
  if (MAC_WITH_SEPARATORS.test(value) || MAC_BARE.test(value)) {
    const hex = value.replace(/[:-]/g, '');
    return hex.match(/../g)?.join(':') ?? null;
  }
  // A MAC typed with both separators is a typo, not a serial.
  if (MAC_MIXED.test(value)) return null;
  return OTHER_SERIAL.test(value) ? value : null;
}

/** Online when seen within 10 minutes (docs/product.md section 11, connectivity). */
export const SENSOR_ONLINE_WINDOW_MS = 10 * 60 * 1000;

export const SENSOR_STATUSES = ['online', 'offline', 'never_seen'] as const;
export type SensorStatus = (typeof SENSOR_STATUSES)[number];

export function sensorStatus(lastSeenAt: Date | string | null, now: Date): SensorStatus {
  if (lastSeenAt === null) return 'never_seen';
  const seen = new Date(lastSeenAt).getTime();
  if (Number.isNaN(seen)) return 'never_seen';
  return now.getTime() - seen <= SENSOR_ONLINE_WINDOW_MS ? 'online' : 'offline';
}
