import { describe, expect, it } from 'vitest';
import {
  VALIDATION_MESSAGES,
  formatValidationMessage,
  validateValue,
  validationMessage,
  validators,
} from './validators';

describe('VALIDATION_MESSAGES', () => {
  it('uses the texts of docs/product.md section 5 verbatim', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      notEmpty: '%s is empty',
      email: '%s is not valid',
      url: '%s is not valid',
      number: '%s is not an number',
      integer: '%s is not an integer',
      positive: '%s is not positive',
    });
  });
});

describe('formatValidationMessage', () => {
  it('puts the label in place of %s', () => {
    expect(formatValidationMessage('%s is empty', 'First name')).toBe('First name is empty');
  });

  it('inserts labels with $ patterns literally', () => {
    expect(formatValidationMessage('%s is empty', 'Price $&')).toBe('Price $& is empty');
  });
});

describe('validators.notEmpty', () => {
  it.each([undefined, null, '', '   ', []])('rejects %j', (value) => {
    expect(validators.notEmpty(value)).toBe(false);
  });

  it.each(['a', ' a ', 0, false, ['x'], {}])('accepts %j', (value) => {
    expect(validators.notEmpty(value)).toBe(true);
  });
});

describe('optional values', () => {
  it.each(['email', 'url', 'number', 'integer', 'positive'] as const)(
    '%s lets an empty value through',
    (rule) => {
      expect(validators[rule](undefined)).toBe(true);
      expect(validators[rule](null)).toBe(true);
      expect(validators[rule]('')).toBe(true);
    },
  );
});

describe('validators.email and validators.url', () => {
  it('checks e-mail addresses', () => {
    expect(validators.email('user@example.com')).toBe(true);
    expect(validators.email('a@localhost')).toBe(false);
    expect(validators.email(42)).toBe(false);
  });

  it.each(['https://example.com', 'http://shop.example.com/path?q=1', ' https://example.com '])(
    'accepts the URL %s',
    (url) => {
      expect(validators.url(url)).toBe(true);
    },
  );

  it.each([
    'example.com',
    '/relative',
    'ftp://example.com',
    'mailto:a@b.co',
    'http://',
    'javascript:alert(1)',
  ])('rejects the URL %s', (url) => {
    expect(validators.url(url)).toBe(false);
  });
});

describe('validators.number, integer and positive', () => {
  it.each([1, 0, -2, 1.5, '1.5', '-2', '+3', '.5', '1e3', ' 7 '])('number accepts %j', (value) => {
    expect(validators.number(value)).toBe(true);
  });

  it.each(['abc', '1e', '1.2.3', '1,5', NaN, Infinity, true, {}])('number rejects %j', (value) => {
    expect(validators.number(value)).toBe(false);
  });

  it('integer accepts whole numbers only', () => {
    expect(validators.integer(3)).toBe(true);
    expect(validators.integer('-4')).toBe(true);
    expect(validators.integer('1e3')).toBe(true);
    expect(validators.integer(3.5)).toBe(false);
    expect(validators.integer('0.1')).toBe(false);
    expect(validators.integer('abc')).toBe(false);
  });

  it('positive accepts numbers above zero only', () => {
    expect(validators.positive(0.01)).toBe(true);
    expect(validators.positive('2')).toBe(true);
    expect(validators.positive(0)).toBe(false);
    expect(validators.positive('-1')).toBe(false);
    expect(validators.positive('abc')).toBe(false);
  });
});

describe('validateValue and validationMessage', () => {
  it('returns the first failing rule in the given order', () => {
    expect(validateValue('', ['notEmpty', 'number'])).toBe('notEmpty');
    expect(validateValue('-1.5', ['notEmpty', 'number', 'integer', 'positive'])).toBe('integer');
    expect(validateValue('-1', ['number', 'positive', 'integer'])).toBe('positive');
    expect(validateValue('5', ['notEmpty', 'number', 'integer', 'positive'])).toBeNull();
  });

  it('formats the message of the failing rule', () => {
    expect(validationMessage('', ['notEmpty'], 'Name')).toBe('Name is empty');
    expect(validationMessage('x', ['number'], 'Height')).toBe('Height is not an number');
    expect(validationMessage('a@b', ['email'], 'Email')).toBe('Email is not valid');
    expect(validationMessage('3', ['integer'], 'Height')).toBeNull();
  });
});
