import { describe, expect, it } from 'vitest';
import { EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, isValidEmail } from './email';

// A domain of exactly `length` characters: labels of at most 63 'd's, then '.com'.
function domainOfLength(length: number): string {
  const target = length - '.com'.length;
  let body = '';
  while (body.length < target) {
    const separator = body ? '.' : '';
    body += separator + 'd'.repeat(Math.min(63, target - body.length - separator.length));
  }
  return `${body}.com`;
}

describe('isValidEmail', () => {
  it.each([
    'user@example.com',
    'first.last+tag@sub.example.co.uk',
    "o'brien@example.ie",
    'jörg@example.de',
    '用户@例子.广告',
    'user@xn--80ak6aa92e.xn--p1ai',
    'user@my-shop.com',
    '  padded@example.com  ',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'a@localhost',
    'user@example.c',
    'user@example.123',
    'a@b@example.com',
    'user name@example.com',
    '.user@example.com',
    'user.@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@exa mple.com',
    'user@example..com',
    'user@.example.com',
    'user@example.com.',
    '"quoted"@example.com',
    'user@[127.0.0.1]',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts a local part of 64 characters and rejects 65', () => {
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_LOCAL_MAX_LENGTH + 1)}@example.com`)).toBe(false);
  });

  it('counts a non-ASCII local part in code points, not UTF-8 bytes', () => {
    expect(isValidEmail(`${'ö'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'ö'.repeat(65)}@example.com`)).toBe(false);
  });

  it('accepts 254 characters in total and rejects 255', () => {
    const local = 'a'.repeat(64);
    const at254 = `${local}@${domainOfLength(EMAIL_MAX_LENGTH - 65)}`;
    const at255 = `${local}@${domainOfLength(EMAIL_MAX_LENGTH - 64)}`;
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(at255)).toBe(false);
  });

  it('limits a domain label to 63 characters', () => {
    expect(isValidEmail(`user@${'d'.repeat(63)}.com`)).toBe(true);
    expect(isValidEmail(`user@${'d'.repeat(64)}.com`)).toBe(false);
  });
});
