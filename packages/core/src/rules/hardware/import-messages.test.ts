import { describe, expect, it } from 'vitest';
import {
  HARDWARE_IMPORT_MESSAGES,
  capitalizeFirst,
  hardwareImportMessage,
  summarizeImport,
} from './import-messages';

describe('the hardware import messages', () => {
  it('are the five texts of docs/product.md section 5, word for word', () => {
    expect(Object.values(HARDWARE_IMPORT_MESSAGES)).toEqual([
      'the sensor was added successfully',
      'the sensor is unavailable to the user',
      'the sensor is already connected to this location',
      'the sensor was not found',
      'the sensor is already connected to {location}, select it to change its location',
    ]);
  });

  it('names the other location, literally', () => {
    expect(hardwareImportMessage('elsewhere', 'Lyon $& Store')).toBe(
      'the sensor is already connected to Lyon $& Store, select it to change its location',
    );
    expect(hardwareImportMessage('not_found')).toBe('the sensor was not found');
  });

  it('capitalises for display', () => {
    expect(capitalizeFirst('the sensor was not found')).toBe('The sensor was not found');
    expect(capitalizeFirst('')).toBe('');
  });

  it('counts each outcome', () => {
    expect(
      summarizeImport([{ outcome: 'added' }, { outcome: 'added' }, { outcome: 'elsewhere' }]),
    ).toEqual({ added: 2, unavailable: 0, already_here: 0, not_found: 0, elsewhere: 1 });
  });
});
