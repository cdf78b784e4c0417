import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues';
import { createI18n } from '../../i18n/i18n';
import {
  emptyAddLocation,
  toCreateLocationRequest,
  validateAddLocation,
  type AddLocationValues,
} from './add-location-fields';

// Only en-US ships with the app; the French catalogue is loaded on demand.
await loadCatalogue('fr');
const en: TFunction = createI18n('en-US').t;
const fr: TFunction = createI18n('fr').t;

const filled: AddLocationValues = {
  ...emptyAddLocation(),
  name: '  Harbour Store ',
  type: 'RETAIL',
  service: 'PLUS',
  country: 'gbr',
  timezone: 'Europe/London',
};

describe('validateAddLocation', () => {
  it('names every empty required field with the docs/product.md section 5 message', () => {
    const errors = validateAddLocation({ ...emptyAddLocation(), timezone: '' }, en);
    expect(errors).toEqual({
      name: 'Name is empty',
      type: 'Type is empty',
      service: 'Service tier is empty',
      country: 'Country is empty',
      timezone: 'Time zone is empty',
    });
  });

  it('treats a blank name as empty and rejects a country that is not 3 letters', () => {
    const errors = validateAddLocation({ ...filled, name: '   ', country: 'UK' }, en);
    expect(errors.name).toBe('Name is empty');
    expect(errors.country).toBe('Country is not valid');
    expect(validateAddLocation({ ...filled, country: 'U5A' }, en).country).toBe(
      'Country is not valid',
    );
  });

  it('accepts a complete form, a lower-case country included', () => {
    expect(Object.values(validateAddLocation(filled, en)).filter(Boolean)).toEqual([]);
  });

  it('translates the messages', () => {
    expect(validateAddLocation({ ...filled, name: '' }, fr).name).toBe('Nom est vide');
  });
});

describe('toCreateLocationRequest', () => {
  it('trims, upper-cases the country and sends the root folder by default', () => {
    expect(toCreateLocationRequest(filled, true)).toEqual({
      name: 'Harbour Store',
      type: 'RETAIL',
      service: 'PLUS',
      addon: 'none',
      country: 'GBR',
      timezone: 'Europe/London',
      folder_id: '0',
      parent_id: null,
      address: null,
      featured: true,
    });
  });

  it('sends a parent only for an attendee-tracking booth', () => {
    expect(toCreateLocationRequest({ ...filled, parentId: '8' }, false).parent_id).toBeNull();
    expect(toCreateLocationRequest({ ...filled, type: 'AT', parentId: '8' }, false).parent_id).toBe(
      '8',
    );
  });
});
