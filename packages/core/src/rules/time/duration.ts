// Durations are shown as minutes and seconds (docs/product.md section 9), whatever their length.

export interface MinutesSeconds {
  minutes: number;
  seconds: number;
}

/** Whole minutes (may exceed 59) and seconds; negative or non-finite input counts as 0. */
export function splitDuration(totalSeconds: number): MinutesSeconds {
  const whole = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.round(totalSeconds) : 0;
  return { minutes: Math.floor(whole / 60), seconds: whole % 60 };
}

export interface DurationUnits {
  minutes: string;
  seconds: string;
}

/** "12 min 5 s", "0 min 45 s": both parts always shown. The UI passes translated units. */
export function formatDuration(
  totalSeconds: number,
  units: DurationUnits = { minutes: 'min', seconds: 's' },
): string {
  const { minutes, seconds } = splitDuration(totalSeconds);
  return `${minutes} ${units.minutes} ${seconds} ${units.seconds}`;
}
