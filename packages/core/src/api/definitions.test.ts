import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCATION_DEFINITIONS,
  DEFINITION_BOUNDS,
  DEFINITION_FIELDS,
  definitionsUpdateRequestSchema,
} from './definitions';

function fieldErrors(body: unknown): Record<string, string> {
  const result = definitionsUpdateRequestSchema.safeParse(body);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('the location definitions', () => {
  it('has docs/product.md section 11 defaults, which pass their own bounds', () => {
    expect(DEFAULT_LOCATION_DEFINITIONS).toMatchObject({
      visit_gap_minutes: 15,
      visitor_rssi: -70,
      ignore_rssi: -90,
      min_visit_minutes: 5,
      engager_minutes: 10,
      fqv_minutes: 15,
      engager_areas: 2,
      raw_retention_days: 7,
      tx_power: -59,
      path_loss_exponent: 2,
    });
    expect(Object.keys(DEFAULT_LOCATION_DEFINITIONS).sort()).toEqual([...DEFINITION_FIELDS].sort());
    expect(definitionsUpdateRequestSchema.parse(DEFAULT_LOCATION_DEFINITIONS)).toEqual(
      DEFAULT_LOCATION_DEFINITIONS,
    );
  });

  it.each(DEFINITION_FIELDS)('bounds %s', (field) => {
    const { min, max, label } = DEFINITION_BOUNDS[field];
    const message = `${label} must be between ${min} and ${max}`;
    expect(fieldErrors({ ...DEFAULT_LOCATION_DEFINITIONS, [field]: max + 1 })[field]).toBe(message);
    expect(fieldErrors({ ...DEFAULT_LOCATION_DEFINITIONS, [field]: min - 1 })[field]).toBe(message);
    expect(fieldErrors({ ...DEFAULT_LOCATION_DEFINITIONS, [field]: 'x' })[field]).toBe(
      `${label} is not an number`,
    );
  });

  it('wants whole numbers except for the exponent', () => {
    expect(fieldErrors({ ...DEFAULT_LOCATION_DEFINITIONS, visit_gap_minutes: 1.5 })).toEqual({
      visit_gap_minutes: 'Visit gap is not an integer',
    });
    expect(fieldErrors({ ...DEFAULT_LOCATION_DEFINITIONS, path_loss_exponent: 2.7 })).toEqual({});
  });

  it('keeps the ignored signal below the visitor signal', () => {
    expect(
      fieldErrors({ ...DEFAULT_LOCATION_DEFINITIONS, visitor_rssi: -80, ignore_rssi: -80 }),
    ).toEqual({ ignore_rssi: 'Ignored signal must be below the visitor signal' });
  });

  it('needs every field and no other', () => {
    const { fqv_minutes: _omitted, ...rest } = DEFAULT_LOCATION_DEFINITIONS;
    expect(fieldErrors(rest).fqv_minutes).toBe('FQV time is not an number');
    expect(
      definitionsUpdateRequestSchema.safeParse({ ...rest, fqv_minutes: 15, x: 1 }).success,
    ).toBe(false);
  });
});
