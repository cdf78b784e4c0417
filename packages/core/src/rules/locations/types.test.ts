import { describe, expect, it } from 'vitest';
import {
  ADDONS,
  LOCATION_TYPES,
  ROOT_FOLDER_ID,
  SENSOR_SERVICES,
  SERVICE_TIERS,
  TAG_SERVICES,
  isLocationType,
  isServiceTier,
} from './types';

describe('location vocabulary', () => {
  it('lists the values of docs/product.md sections 3 and 9', () => {
    expect(LOCATION_TYPES).toEqual(['RETAIL', 'MALL', 'XM', 'AT']);
    expect(SERVICE_TIERS).toEqual(['ZERO', 'LITE', 'PLUS', 'PREMIUM']);
    expect(ADDONS).toEqual(['adam', 'none']);
    expect(TAG_SERVICES).toEqual(['DOORCOUNTER']);
    expect(SENSOR_SERVICES).toEqual(['FOOTTRAFFIC', 'HEATMAP']);
    expect(ROOT_FOLDER_ID).toBe('0');
  });

  it('recognises location types and service tiers exactly', () => {
    expect(isLocationType('AT')).toBe(true);
    expect(isLocationType('at')).toBe(false);
    expect(isLocationType(undefined)).toBe(false);
    expect(isServiceTier('PREMIUM')).toBe(true);
    expect(isServiceTier('GOLD')).toBe(false);
  });
});
