// IANA time zones with their current UTC offset, for the add-location form.
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function offsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return offset === '' ? '+00:00' : offset;
}

export function listTimeZones(at: Date): { id: string; offset: string }[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  return [...zones].sort().map((id) => ({ id, offset: offsetOf(id, at) }));
}
