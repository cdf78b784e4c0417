import { describe, expect, it } from 'vitest';
import { webApis } from './web-apis';

// Core relies on these being present wherever it runs (browsers and Node 20).
describe('webApis', () => {
  it('parses URLs', () => {
    const url = new webApis.URL('https://example.com/path');
    expect(url.protocol).toBe('https:');
    expect(url.hostname).toBe('example.com');
  });

  it('round-trips UTF-8 text', () => {
    const bytes = new webApis.TextEncoder().encode('jörg');
    expect(bytes.length).toBe(5);
    expect(new webApis.TextDecoder().decode(bytes)).toBe('jörg');
  });

  it('round-trips base64', () => {
    expect(webApis.btoa('hello')).toBe('aGVsbG8=');
    expect(webApis.atob('aGVsbG8=')).toBe('hello');
  });

  it('exposes Web Crypto', () => {
    expect(typeof webApis.crypto.subtle.encrypt).toBe('function');
  });
});
