import { describe, expect, it } from 'vitest';
import { heightEntryOf, heightFromEntry, heightParts, heightUnitFor } from './height';

const entry = (cm = '', feet = '', inches = '') => ({ cm, feet, inches });

describe('mounting height entry', () => {
  it('uses feet and inches only for en-US', () => {
    expect(heightUnitFor('en-US')).toBe('ftin');
    for (const locale of ['en-GB', 'fr', 'es'] as const) expect(heightUnitFor(locale)).toBe('cm');
  });

  it('reads centimetres, blank as no height', () => {
    expect(heightFromEntry(entry(' 250 '), 'cm')).toEqual({ ok: true, cm: 250 });
    expect(heightFromEntry(entry('122,5'), 'cm')).toEqual({ ok: true, cm: 122.5 });
    expect(heightFromEntry(entry(''), 'cm')).toEqual({ ok: true, cm: null });
    expect(heightFromEntry(entry('tall'), 'cm')).toEqual({
      ok: false,
      field: 'cm',
      rule: 'number',
    });
    expect(heightFromEntry(entry('0'), 'cm')).toEqual({ ok: false, field: 'cm', rule: 'positive' });
  });

  it('converts feet and inches with 30.48 cm per foot and 2.54 cm per inch', () => {
    expect(heightFromEntry(entry('', '8', '2'), 'ftin')).toEqual({ ok: true, cm: 248.9 });
    expect(heightFromEntry(entry('', '6', ''), 'ftin')).toEqual({ ok: true, cm: 182.9 });
    expect(heightFromEntry(entry('', '', '48'), 'ftin')).toEqual({ ok: true, cm: 121.9 });
    expect(heightFromEntry(entry('', '', ''), 'ftin')).toEqual({ ok: true, cm: null });
  });

  it('names the field that is wrong', () => {
    expect(heightFromEntry(entry('', '5.5', '1'), 'ftin')).toMatchObject({
      field: 'feet',
      rule: 'integer',
    });
    expect(heightFromEntry(entry('', '5', 'x'), 'ftin')).toMatchObject({
      field: 'inches',
      rule: 'number',
    });
    expect(heightFromEntry(entry('', '0', '0'), 'ftin')).toMatchObject({ rule: 'positive' });
    expect(heightFromEntry(entry('', '-1', '0'), 'ftin')).toMatchObject({ rule: 'positive' });
  });

  it('fills the inputs and shows a stored height in either unit', () => {
    expect(heightEntryOf(182.88)).toEqual({ cm: '182.88', feet: '6', inches: '0' });
    expect(heightEntryOf(null)).toEqual(entry());
    expect(heightParts(122, 'ftin')).toEqual({ unit: 'ftin', feet: 4, inches: 0 });
    expect(heightParts(122, 'cm')).toEqual({ unit: 'cm', cm: 122 });
  });
});
