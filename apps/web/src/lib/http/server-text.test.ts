// Issue 17: what the server refuses with reads in the UI's language, through the codes of its
// envelope (built here by core's own envelopeMessageCodes, as the server builds them).
import {
  ERROR_TYPES,
  envelopeMessageCodes,
  SUPPORTED_LOCALES,
  type ErrorType,
} from '@footfall/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../i18n/catalogues';
import { createI18n } from '../../i18n/i18n';
import { envelopeError } from './envelope-error';

function refusal(type: ErrorType, message: string, fields?: Record<string, string>) {
  const payload = {
    meta: {
      code: ERROR_TYPES[type],
      error_type: type,
      error_message: message,
      ...(fields ? { fields } : {}),
      ...envelopeMessageCodes(message, fields),
    },
  };
  return envelopeError(new Response(null, { status: ERROR_TYPES[type] }), payload);
}

beforeAll(async () => {
  for (const locale of SUPPORTED_LOCALES) await loadCatalogue(locale);
});

const EXPECTED = {
  'en-US': {
    conflict: 'Email is already registered',
    field: 'First name is empty',
    tooLong: 'Last name is too long (at most 100 characters)',
    notFound: 'The location was not found',
  },
  'en-GB': {
    conflict: 'Email is already registered',
    field: 'First name is empty',
    tooLong: 'Last name is too long (at most 100 characters)',
    notFound: 'The location was not found',
  },
  fr: {
    conflict: 'Cette adresse e-mail est déjà enregistrée',
    field: 'Prénom est vide',
    tooLong: 'Nom est trop long (au plus 100 caractères)',
    notFound: 'Le site est introuvable',
  },
  es: {
    conflict: 'El correo electrónico ya está registrado',
    field: 'El campo Nombre está vacío',
    tooLong: 'El campo Apellido es demasiado largo (como máximo 100 caracteres)',
    notFound: 'No se encontró: la ubicación',
  },
} as const;

describe.each(SUPPORTED_LOCALES)('a server refusal read in %s', (locale) => {
  beforeAll(() => {
    createI18n(locale);
  });
  const expected = EXPECTED[locale];

  it('says a conflict and its field in the language', () => {
    const error = refusal('ConflictException', 'Email is already registered', {
      email: 'Email is already registered',
    });
    expect(error.message).toBe(expected.conflict);
    expect(error.fields.email).toBe(expected.conflict);
  });

  it('says each field message with its translated label and values', () => {
    const error = refusal('ValidationException', 'First name is empty', {
      first_name: 'First name is empty',
      last_name: 'Last name is too long (at most 100 characters)',
    });
    expect(error.fields).toEqual({ first_name: expected.field, last_name: expected.tooLong });
    expect(error.message).toBe(expected.field);
  });

  it('says what was not found', () => {
    expect(refusal('NotFoundException', 'The location was not found').message).toBe(
      expected.notFound,
    );
  });

  it('keeps the English text of a message without a code', () => {
    const error = refusal('ConflictException', 'A brand new rule of the server', {
      name: 'A brand new rule of the server',
    });
    expect(error.message).toBe('A brand new rule of the server');
    expect(error.fields.name).toBe('A brand new rule of the server');
  });
});

describe('a label the catalogue does not know', () => {
  it('stays English inside the translated sentence', () => {
    createI18n('fr');
    expect(refusal('ValidationException', 'Flux capacitor is empty').message).toBe(
      'Flux capacitor est vide',
    );
  });
});

// English keeps the server's own words (core's labels); a translation names fields as the forms do.
describe.each(['fr', 'es'] as const)('the %s server labels', (locale) => {
  it('name a field as the forms do', async () => {
    const catalogue = await loadCatalogue(locale);
    const labels: Record<string, string> = catalogue.serverMessages.labels;
    for (const [code, text] of Object.entries(catalogue.fields))
      if (code in labels) expect(labels[code], code).toBe(text);
  });
});
