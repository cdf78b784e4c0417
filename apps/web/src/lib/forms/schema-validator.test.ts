import { emailField, requiredText } from '@footfall/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadCatalogue } from '../../i18n/catalogues';
import { createI18n } from '../../i18n/i18n';
import { schemaValidator } from './schema-validator';

// Only en-US ships with the app; the French catalogue is loaded on demand.
await loadCatalogue('fr');
const en: TFunction = createI18n('en-US').t;
const fr: TFunction = createI18n('fr').t;

const schema = z.object({ email: emailField('Email'), service: requiredText('Service') });
type Values = { email: string; service: string; note: string };

describe('schemaValidator', () => {
  it("gives each failing field core's first message, with the form's own label", () => {
    const validate = schemaValidator<Values>(
      schema,
      { email: 'Email', service: 'Service tier' },
      en,
    );
    expect(validate({ email: '', service: ' ', note: '' })).toEqual({
      email: 'Email is empty',
      service: 'Service tier is empty',
    });
    expect(validate({ email: 'ann@example', service: 'PLUS', note: '' })).toEqual({
      email: 'Email is not valid',
    });
    expect(validate({ email: ' ann@example.com ', service: 'PLUS', note: '' })).toEqual({});
  });

  it('says it in the reader’s language', () => {
    const validate = schemaValidator<Values>(schema, { email: 'E-mail', service: 'Niveau' }, fr);
    expect(validate({ email: '', service: 'PLUS', note: '' })).toEqual({
      email: 'E-mail est vide',
    });
  });

  it('keeps a message the catalogue does not know as core wrote it', () => {
    const odd = z.object({ email: z.string().refine(() => false, 'Something else') });
    expect(schemaValidator<Values>(odd, { email: 'Email' }, fr)({ email: '' } as Values)).toEqual({
      email: 'Something else',
    });
  });
});
