// Height conversion between centimetres and feet/inches (docs/product.md section 5).
export const CM_PER_FOOT = 30.48;
export const CM_PER_INCH = 2.54;
const INCHES_PER_FOOT = 12;

function roundToTenth(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Feet and inches, inches to one decimal place. The total is rounded before it is split, so a
 * value that rounds up to 12 inches carries into the next foot (182.88 cm is 6 ft 0 in, never
 * 5 ft 12 in). Negative or non-finite input gives 0 ft 0 in: heights are never negative.
 */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  if (!Number.isFinite(cm) || cm <= 0) return { feet: 0, inches: 0 };
  const totalInches = roundToTenth(cm / CM_PER_INCH);
  const feet = Math.floor(totalInches / INCHES_PER_FOOT);
  return { feet, inches: roundToTenth(totalInches - feet * INCHES_PER_FOOT) };
}

/** Centimetres, rounded to one decimal place. */
export function feetInchesToCm(feet: number, inches: number): number {
  return roundToTenth(feet * CM_PER_FOOT + inches * CM_PER_INCH);
}
