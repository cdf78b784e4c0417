// Mounting heights: stored in centimetres, shown and entered in feet and inches when the UI
// locale is en-US (docs/product.md section 5: 30.48 cm per foot, 2.54 cm per inch, through core).
import {
  cmToFeetInches,
  feetInchesToCm,
  validateValue,
  type Locale,
  type ValidatorName,
} from '@footfall/core';

export type HeightUnit = 'cm' | 'ftin';
export const heightUnitFor = (locale: Locale): HeightUnit => (locale === 'en-US' ? 'ftin' : 'cm');

/** What the height inputs hold, as typed. */
export type HeightEntry = { cm: string; feet: string; inches: string };

export function heightEntryOf(cm: number | null): HeightEntry {
  if (cm === null) return { cm: '', feet: '', inches: '' };
  const { feet, inches } = cmToFeetInches(cm);
  return { cm: String(cm), feet: String(feet), inches: String(inches) };
}

export type HeightResult =
  { ok: true; cm: number | null } | { ok: false; field: keyof HeightEntry; rule: ValidatorName };

const read = (text: string) => Number(text.trim().replace(',', '.'));

/** The centimetres an entry means (null when blank), or the first rule a field fails. */
export function heightFromEntry(entry: HeightEntry, unit: HeightUnit): HeightResult {
  if (unit === 'cm') {
    const text = entry.cm.trim().replace(',', '.');
    if (text === '') return { ok: true, cm: null };
    const rule = validateValue(text, ['number', 'positive']);
    return rule ? { ok: false, field: 'cm', rule } : { ok: true, cm: read(text) };
  }
  const feet = entry.feet.trim().replace(',', '.');
  const inches = entry.inches.trim().replace(',', '.');
  if (feet === '' && inches === '') return { ok: true, cm: null };
  const feetRule = validateValue(feet, ['number', 'integer']);
  if (feetRule) return { ok: false, field: 'feet', rule: feetRule };
  const inchesRule = validateValue(inches, ['number']);
  if (inchesRule) return { ok: false, field: 'inches', rule: inchesRule };
  const feetValue = feet === '' ? 0 : read(feet);
  const inchesValue = inches === '' ? 0 : read(inches);
  if (feetValue < 0) return { ok: false, field: 'feet', rule: 'positive' };
  if (inchesValue < 0) return { ok: false, field: 'inches', rule: 'positive' };
  const cm = feetInchesToCm(feetValue, inchesValue);
  return cm > 0 ? { ok: true, cm } : { ok: false, field: 'feet', rule: 'positive' };
}

/** The parts of a height to show: centimetres, or feet and inches. */
export function heightParts(
  cm: number,
  unit: HeightUnit,
): { unit: 'cm'; cm: number } | { unit: 'ftin'; feet: number; inches: number } {
  return unit === 'cm' ? { unit, cm } : { unit, ...cmToFeetInches(cm) };
}
