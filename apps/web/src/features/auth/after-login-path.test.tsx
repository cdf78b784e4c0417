import { describe, expect, it } from 'vitest';
import { saveRedirectPath } from '../../lib/session/session-store';
import { afterLoginPath } from './after-login-path';

describe('afterLoginPath', () => {
  it('goes to /main without a saved page', () => {
    expect(afterLoginPath()).toBe('/main');
  });

  it('returns to the saved page once', () => {
    saveRedirectPath('/main/settings/4/areas?x=1');
    expect(afterLoginPath()).toBe('/main/settings/4/areas?x=1');
    expect(afterLoginPath()).toBe('/main');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/login', 'main'])('ignores %s', (path) => {
    saveRedirectPath(path);
    expect(afterLoginPath()).toBe('/main');
  });
});
