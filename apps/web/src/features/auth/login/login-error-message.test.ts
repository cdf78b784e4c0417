import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/http/api-error';
import { loginErrorMessage } from './login-error-message';

const t: TFunction = createI18n('en-US').t;

describe('loginErrorMessage', () => {
  it('names a wrong password for 401', () => {
    const error = new ApiError({ status: 401, errorType: 'AuthenticationException', message: 'x' });
    expect(loginErrorMessage(error, t, 'en-US')).toBe('The email or password is incorrect.');
  });

  it('gives the wait of a throttled login from Retry-After', () => {
    const error = new ApiError({
      status: 429,
      errorType: 'RateLimitException',
      message: 'x',
      retryAfterSeconds: 45,
    });
    expect(loginErrorMessage(error, t, 'en-US')).toBe(
      'Too many login attempts. Try again in 45 seconds.',
    );
  });

  it('rounds long waits up to minutes', () => {
    const error = new ApiError({
      status: 429,
      errorType: 'RateLimitException',
      message: 'x',
      retryAfterSeconds: 601,
    });
    expect(loginErrorMessage(error, t, 'en-US')).toBe(
      'Too many login attempts. Try again in 11 minutes.',
    );
  });

  it('says "later" without a Retry-After', () => {
    const error = new ApiError({ status: 429, errorType: 'RateLimitException', message: 'x' });
    expect(loginErrorMessage(error, t, 'en-US')).toBe('Too many login attempts. Try again later.');
  });

  it('falls back to a general message', () => {
    expect(loginErrorMessage(new Error('boom'), t, 'en-US')).toBe(
      'Could not log in. Please try again.',
    );
  });
});
