import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { setLogoutNavigator } from '../session/logout';
import { getStoredToken, storeSession, takeRedirectPath } from '../session/session-store';
import { ApiError } from './api-error';
import { request } from './client';
import { hasGlobalApiError } from './global-api-error';

const anything = z.unknown();

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function failure(status: number, errorType: string, message = 'failed'): Response {
  return answer(status, { meta: { code: status, error_type: errorType, error_message: message } });
}

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string) => void>();

beforeEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setLogoutNavigator(navigate);
  storeSession('session-token', Date.now());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function sentHeaders(): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('request', () => {
  it('reads the answer from the data member and validates it', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { id: '7' } }));
    await expect(request('/api/v1/x', { schema: z.object({ id: z.string() }) })).resolves.toEqual({
      id: '7',
    });
  });

  it('sends the session token as a Bearer header', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: null }));
    await request('/api/v1/locations', { schema: anything });
    expect(sentHeaders().get('Authorization')).toBe('Bearer session-token');
  });

  it('prefers a token query parameter of the page URL', async () => {
    window.history.replaceState(null, '', '/view-only/heatmap?token=shared-token');
    fetchMock.mockResolvedValue(answer(200, { data: null }));
    await request('/api/v1/locations/1/heatmap', { schema: anything });
    expect(sentHeaders().get('Authorization')).toBe('Bearer shared-token');
  });

  it('sends no Authorization header without any token', async () => {
    sessionStorage.clear();
    fetchMock.mockResolvedValue(answer(200, { data: null }));
    await request('/api/v1/locations', { schema: anything });
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('logs out on 401 and clears session storage', async () => {
    fetchMock.mockResolvedValue(failure(401, 'AuthenticationException'));
    await expect(request('/api/system/myprofile', { schema: anything })).rejects.toMatchObject({
      status: 401,
      errorType: 'AuthenticationException',
    });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getStoredToken()).toBeNull();
    expect(hasGlobalApiError()).toBe(false);
  });

  it('does not log out when the login call answers 401', async () => {
    fetchMock.mockResolvedValue(failure(401, 'AuthenticationException', 'Wrong password'));
    const call = request('/login', { method: 'POST', body: { user_pwde: 'x' }, schema: anything });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(getStoredToken()).toBe('session-token');
  });

  it('saves the current URL and logs out on 400 OAuthException', async () => {
    window.history.replaceState(null, '', '/main/settings/4/info?tab=a#top');
    fetchMock.mockResolvedValue(failure(400, 'OAuthException', 'Token expired'));
    await expect(request('/api/v1/locations', { schema: anything })).rejects.toMatchObject({
      errorType: 'OAuthException',
    });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getStoredToken()).toBeNull();
    expect(takeRedirectPath()).toBe('/main/settings/4/info?tab=a#top');
    expect(hasGlobalApiError()).toBe(false);
  });

  it('does not save the login page as redirect path on OAuthException', async () => {
    window.history.replaceState(null, '', '/login');
    fetchMock.mockResolvedValue(failure(400, 'OAuthException'));
    await expect(request('/api/v1/folders', { schema: anything })).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(takeRedirectPath()).toBeNull();
  });

  it('treats a 400 validation error of a GET as a failed GET, not a logout', async () => {
    fetchMock.mockResolvedValue(failure(400, 'ValidationException'));
    await expect(request('/api/v1/locations', { schema: anything })).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
    expect(hasGlobalApiError()).toBe(true);
  });

  it.each([403, 404, 500])(
    'sets the global error flag when a GET fails with %i',
    async (status) => {
      fetchMock.mockResolvedValue(answer(status, {}));
      await expect(request('/api/v1/locations', { schema: anything })).rejects.toMatchObject({
        status,
      });
      expect(hasGlobalApiError()).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('sets the global error flag when a GET cannot reach the server', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/v1/locations', { schema: anything })).rejects.toMatchObject({
      status: 0,
    });
    expect(hasGlobalApiError()).toBe(true);
  });

  it('leaves the flag alone when a non-GET call fails', async () => {
    fetchMock.mockResolvedValue(failure(409, 'ConflictException'));
    const call = request('/api/system/myprofile', { method: 'PUT', body: {}, schema: anything });
    await expect(call).rejects.toMatchObject({ status: 409 });
    expect(hasGlobalApiError()).toBe(false);
  });

  it('carries the field messages of a validation error', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        meta: {
          code: 400,
          error_type: 'ValidationException',
          error_message: 'Invalid request',
          fields: { email: 'Email is not valid' },
        },
      }),
    );
    const call = request('/sign-up', { method: 'POST', body: {}, schema: anything });
    await expect(call).rejects.toMatchObject({ fields: { email: 'Email is not valid' } });
  });

  it('reads Retry-After of a throttled call', async () => {
    fetchMock.mockResolvedValue(
      answer(
        429,
        { meta: { code: 429, error_type: 'RateLimitException', error_message: 'Slow' } },
        {
          'Retry-After': '42',
        },
      ),
    );
    const call = request('/login', { method: 'POST', body: {}, schema: anything });
    await expect(call).rejects.toMatchObject({ status: 429, retryAfterSeconds: 42 });
  });

  describe('on a shared read-only page (?token=)', () => {
    beforeEach(() =>
      window.history.replaceState(null, '', '/view-only/journey?token=shared&location=5'),
    );

    it.each([
      [401, 'AuthenticationException'],
      [400, 'OAuthException'],
    ])('does not log out or redirect when the page token is refused (%i)', async (status, type) => {
      fetchMock.mockResolvedValue(failure(status, type));
      await expect(request('/api/v1/locations/5', { schema: anything })).rejects.toMatchObject({
        status,
      });
      expect(sentHeaders().get('Authorization')).toBe('Bearer shared');
      expect(navigate).not.toHaveBeenCalled();
      expect(getStoredToken()).toBe('session-token');
      expect(takeRedirectPath()).toBeNull();
      expect(hasGlobalApiError()).toBe(false);
    });

    it('still raises the global error flag when a GET fails otherwise', async () => {
      fetchMock.mockResolvedValue(failure(500, 'ServerException'));
      await expect(request('/api/v1/locations/5', { schema: anything })).rejects.toThrow();
      expect(hasGlobalApiError()).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    });
  });

  it('logs out on 401 once the page has no token', async () => {
    window.history.replaceState(null, '', '/view-only/journey?location=5');
    fetchMock.mockResolvedValue(failure(401, 'AuthenticationException'));
    await expect(request('/api/v1/locations/5', { schema: anything })).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('fails a call whose success status is not the expected one', async () => {
    fetchMock.mockResolvedValue(answer(201, { data: { ok: true } }));
    const call = request('/api/system/invites/abc', {
      method: 'PUT',
      body: {},
      schema: anything,
      expectStatus: 200,
    });
    await expect(call).rejects.toMatchObject({ status: 201 });
  });

  it('lets the invite screens handle their own failures', async () => {
    fetchMock.mockResolvedValue(failure(400, 'ValidationException', 'Code is not valid'));
    const call = request('/api/system/invites/abc/digitscode?digits=000000', { schema: anything });
    await expect(call).rejects.toMatchObject({ status: 400, message: 'Code is not valid' });
    expect(hasGlobalApiError()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['GET', '/login', 500],
    ['GET', '/upload/credentials', 500],
    ['GET', '/upload/credentials', 401],
    ['POST', '/upload', 401],
    ['GET', '/upload/files/3', 400],
  ] as const)('exempts %s %s from the error handling (status %i)', async (method, url, status) => {
    fetchMock.mockResolvedValue(
      failure(status, status === 400 ? 'OAuthException' : 'ServerException'),
    );
    await expect(request(url, { method, schema: anything })).rejects.toMatchObject({ status });
    expect(navigate).not.toHaveBeenCalled();
    expect(hasGlobalApiError()).toBe(false);
    expect(getStoredToken()).toBe('session-token');
  });
});
