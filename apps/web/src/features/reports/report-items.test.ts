import { describe, expect, it } from 'vitest';
import { itemRows, itemSaveOf, sameMetrics } from './report-items';

const COVERED = [
  { id: '5', name: 'Lyon', direct: true },
  { id: '6', name: 'Paris', direct: false },
];
const ITEMS = [
  { id: '70', report_id: '1', location_id: '6', metrics: ['fqv' as const, 'visitors' as const] },
  { id: '71', report_id: '1', location_id: '9', metrics: ['walk_ins' as const] },
];

describe('the report items', () => {
  it('gives every covered location its override or the report metrics', () => {
    const rows = itemRows(COVERED, ITEMS, ['walk_bys', 'visitors']);
    expect(rows).toEqual([
      { locationId: '5', name: 'Lyon', item: null, metrics: ['visitors', 'walk_bys'] },
      { locationId: '6', name: 'Paris', item: ITEMS[0], metrics: ['visitors', 'fqv'] },
    ]);
  });

  it('posts a new override and puts a change of an existing one', () => {
    const [lyon, paris] = itemRows(COVERED, ITEMS, ['visitors']);
    expect(itemSaveOf(lyon!, ['fqv', 'walk_ins'])).toEqual({
      itemId: null,
      body: { location_id: '5', metrics: ['walk_ins', 'fqv'] },
    });
    expect(itemSaveOf(paris!, ['visitors'])).toEqual({
      itemId: '70',
      body: { location_id: '6', metrics: ['visitors'] },
    });
  });

  it('compares metric sets regardless of order', () => {
    expect(sameMetrics(['fqv', 'visitors'], ['visitors', 'fqv'])).toBe(true);
    expect(sameMetrics(['fqv'], ['visitors', 'fqv'])).toBe(false);
  });
});
