// Time-of-day wording of docs/product.md section 9: afternoon is 1 PM up to a given hour (default 6
// PM), evening is after that.
//
// Decisions: the afternoon's end hour itself is evening (18 -> evening); every hour before 13,
// the small hours included, is morning; business hours of 24..27 (after midnight, still the same
// business day) stay evening rather than wrapping to morning.
export type TimeOfDay = 'morning' | 'afternoon' | 'evening';

export const AFTERNOON_STARTS_AT = 13;
export const DEFAULT_AFTERNOON_ENDS_AT = 18;

export function timeOfDay(hour: number, afternoonEndsAt = DEFAULT_AFTERNOON_ENDS_AT): TimeOfDay {
  if (hour < AFTERNOON_STARTS_AT) return 'morning';
  return hour < afternoonEndsAt ? 'afternoon' : 'evening';
}
