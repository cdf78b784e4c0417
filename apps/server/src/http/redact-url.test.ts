import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('replaces secret query values and invitation codes, keeps the rest', () => {
    expect(redactUrl('/api/v1/locations/1/live?token=abc&granularity=day')).toBe(
      '/api/v1/locations/1/live?token=[redacted]&granularity=day',
    );
    expect(redactUrl('/uploads/x.png?expire=1&Signature=s3cr3t&key=k')).toBe(
      '/uploads/x.png?expire=1&Signature=[redacted]&key=[redacted]',
    );
    expect(redactUrl('/api/system/invites/c0de/digitscode')).toBe(
      '/api/system/invites/[redacted]/digitscode',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
  });
});
