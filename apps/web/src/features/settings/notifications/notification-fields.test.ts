import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/i18n';
import { toNotificationUpdate, webhookUrlError } from './notification-fields';

const t: TFunction = createI18n('en-US').t;

describe('webhookUrlError', () => {
  it.each(['', 'https://hooks.example.com/footfall', 'http://127.0.0.1:9000/hook'])(
    'accepts %j',
    (url) => expect(webhookUrlError(t, url)).toBeUndefined(),
  );

  it.each(['hooks.example.com', 'ftp://example.com/x', 'http://example.com/plain'])(
    'rejects %j with the url message of docs/product.md section 5',
    (url) => expect(webhookUrlError(t, url)).toBe('Webhook URL is not valid'),
  );
});

describe('toNotificationUpdate', () => {
  it('sends a blank webhook as null', () => {
    expect(
      toNotificationUpdate({
        alerts: { sensor_offline: true, daily_summary: false, traffic_drop: true },
        byEmail: false,
        webhookUrl: '  ',
      }),
    ).toEqual({
      alerts: { sensor_offline: true, daily_summary: false, traffic_drop: true },
      by_email: false,
      webhook_url: null,
    });
  });
});
