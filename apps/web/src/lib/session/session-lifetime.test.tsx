import { SESSION_TIMEOUT_MS } from '@footfall/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelScheduledLogout } from './logout-timer';
import { setLogoutNavigator } from './logout';
import { beginSession, resumeSession } from './session-lifetime';
import { getStoredToken, storeSession } from './session-store';

const navigate = vi.fn<(path: string) => void>();

beforeEach(() => {
  vi.useFakeTimers();
  navigate.mockReset();
  setLogoutNavigator(navigate);
});

afterEach(() => {
  cancelScheduledLogout();
  vi.useRealTimers();
});

describe('the session timer', () => {
  it('is the 35,000,000 ms of docs/product.md section 4', () => {
    expect(SESSION_TIMEOUT_MS).toBe(35_000_000);
  });

  it('logs out at exactly 35,000,000 ms after login, not before', () => {
    beginSession('token-1');
    sessionStorage.setItem('anything', 'else');

    vi.advanceTimersByTime(34_999_999);
    expect(navigate).not.toHaveBeenCalled();
    expect(getStoredToken()).toBe('token-1');

    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(sessionStorage.length).toBe(0);
  });

  it('continues from the stored login time after a reload', () => {
    const loginTime = Date.now();
    storeSession('token-2', loginTime);
    resumeSession(loginTime + 10_000_000);

    vi.advanceTimersByTime(24_999_999);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('logs out at once when the stored session is already over', () => {
    const loginTime = Date.now();
    storeSession('token-3', loginTime);
    resumeSession(loginTime + 35_000_000);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getStoredToken()).toBeNull();
  });

  it('does nothing after a reload without a session', () => {
    resumeSession();
    vi.advanceTimersByTime(SESSION_TIMEOUT_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
  });
});
