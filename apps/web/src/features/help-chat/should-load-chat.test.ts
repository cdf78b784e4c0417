import { describe, expect, it } from 'vitest';
import { shouldLoadChat } from './should-load-chat';

const URL_ = 'https://chat.example.com/widget.js';

describe('shouldLoadChat', () => {
  it('loads only above 660 px', () => {
    expect(shouldLoadChat(600, URL_)).toBe(false);
    expect(shouldLoadChat(660, URL_)).toBe(false);
    expect(shouldLoadChat(661, URL_)).toBe(true);
    expect(shouldLoadChat(1280, URL_)).toBe(true);
  });

  it('loads nothing without a provider', () => {
    expect(shouldLoadChat(1280, undefined)).toBe(false);
    expect(shouldLoadChat(1280, null)).toBe(false);
    expect(shouldLoadChat(1280, '')).toBe(false);
  });

  it('loads nothing from a URL that is not http(s)', () => {
    expect(shouldLoadChat(1280, 'not a url')).toBe(false);
    expect(shouldLoadChat(1280, 'javascript:alert(1)')).toBe(false);
    expect(shouldLoadChat(1280, 'http://127.0.0.1:9000/chat.js')).toBe(true);
  });
});
