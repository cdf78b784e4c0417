import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_TTL_MS,
  HELP_CHAT_MIN_WIDTH,
  SESSION_TIMEOUT_MS,
  shouldLoadHelpChat,
} from './session';

describe('session constants', () => {
  it('match docs/product.md section 9', () => {
    expect(SESSION_TIMEOUT_MS).toBe(35_000_000);
    expect(ACCESS_TOKEN_TTL_MS).toBe(35_000_000);
    expect(HELP_CHAT_MIN_WIDTH).toBe(660);
  });
});

describe('shouldLoadHelpChat', () => {
  it('loads only above 660 px', () => {
    expect(shouldLoadHelpChat(661, true)).toBe(true);
    expect(shouldLoadHelpChat(660, true)).toBe(false);
    expect(shouldLoadHelpChat(320, true)).toBe(false);
  });

  it('never loads without a provider', () => {
    expect(shouldLoadHelpChat(1920, false)).toBe(false);
  });
});
