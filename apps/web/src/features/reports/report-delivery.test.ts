import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { loadCatalogue } from '../../i18n/catalogues';
import { createI18n } from '../../i18n/i18n';
import { deliveryView } from './report-delivery';

let t: TFunction;
let tFr: TFunction;
beforeAll(async () => {
  await loadCatalogue('fr');
  t = createI18n('en-US').t;
  tFr = createI18n('fr').t;
});

const failed = {
  status: 'failed' as const,
  slot_at: '2026-03-02T11:00:00Z',
  sent_at: null,
  attempts: 5,
  next_attempt_at: null,
  error: null,
};

const scheduled = {
  schedule: { frequency: 'weekly' as const, recipients: ['a@x.io'] },
  next_delivery_at: null,
};

describe('the delivery cell', () => {
  it('has nothing to say before the first mailing, but the next one', () => {
    expect(deliveryView({ ...scheduled, last_delivery: null }, 'en-US', t)).toEqual({
      state: 'none',
      label: 'Not sent yet',
      when: null,
      error: null,
      next: null,
    });
    const view = deliveryView(
      { ...scheduled, last_delivery: null, next_delivery_at: '2026-03-09T11:00:00Z' },
      'fr',
      tFr,
    );
    expect(view.label).toBe('Pas encore envoyé');
    expect(view.next).toMatch(/^Prochain : 9 mars 2026/);
    const unscheduled = { frequency: 'none' as const, recipients: [] };
    expect(
      deliveryView({ ...scheduled, schedule: unscheduled, last_delivery: null }, 'en-US', t).label,
    ).toBe('Not scheduled');
  });

  it('always gives a failure a reason', () => {
    const view = deliveryView({ ...scheduled, last_delivery: failed }, 'en-US', t);
    expect(view.state).toBe('failed');
    expect(view.error).toBe('No reason given');
    expect(view.when).toMatch(/^For Mar 2, 2026.*gave up after 5 attempts$/);
  });

  it('tells when a pending mailing is tried again, or its slot', () => {
    const pending = { ...failed, status: 'pending' as const, attempts: 0, error: null };
    expect(deliveryView({ ...scheduled, last_delivery: pending }, 'en-US', t).when).toMatch(
      /^Mar 2, 2026/,
    );
  });
});
