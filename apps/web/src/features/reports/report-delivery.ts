// The list's "Last delivery" cell: the latest scheduled mailing's status, when, and why it failed.
import type { Report } from '@footfall/core';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/format-date-time';

export type DeliveryState = 'none' | 'pending' | 'sent' | 'failed';

export interface DeliveryView {
  state: DeliveryState;
  /** The badge's words ("Sent", "Pending", "Failed", "Not sent yet"). */
  label: string;
  /** When: sent at, the next attempt, or the slot it was for. */
  when: string | null;
  /** The failure's message (failed, or a pending retry after a failure). */
  error: string | null;
  /** The next scheduled mailing, when there is one. */
  next: string | null;
}

export const DELIVERY_COLORS: Record<DeliveryState, string> = {
  none: 'gray',
  pending: 'yellow',
  sent: 'green',
  failed: 'red',
};

/** Failures first, as they need attention; reports never mailed last. */
export const DELIVERY_ORDER: Record<DeliveryState, number> = {
  failed: 0,
  pending: 1,
  sent: 2,
  none: 3,
};

export function deliveryView(
  report: Pick<Report, 'last_delivery' | 'next_delivery_at' | 'schedule'>,
  locale: string,
  t: TFunction,
): DeliveryView {
  const delivery = report.last_delivery;
  const next = report.next_delivery_at
    ? t('reports.delivery.next', { when: formatDateTime(report.next_delivery_at, locale) })
    : null;
  if (!delivery) {
    const label =
      report.schedule.frequency === 'none'
        ? t('reports.delivery.unscheduled')
        : t('reports.delivery.none');
    return { state: 'none', label, when: null, error: null, next };
  }
  const at = (iso: string) => formatDateTime(iso, locale);
  switch (delivery.status) {
    case 'sent':
      return {
        state: 'sent',
        label: t('reports.delivery.sent'),
        when: at(delivery.sent_at ?? delivery.slot_at),
        error: null,
        next,
      };
    case 'pending':
      return {
        state: 'pending',
        label: t('reports.delivery.pending'),
        // No attempt yet: being made, or waiting for days still being computed (not a retry).
        when: !delivery.next_attempt_at
          ? at(delivery.slot_at)
          : delivery.attempts === 0
            ? t('reports.delivery.dueAt', { when: at(delivery.next_attempt_at) })
            : t('reports.delivery.retryAt', {
                when: at(delivery.next_attempt_at),
                attempts: delivery.attempts,
              }),
        error: delivery.error,
        next,
      };
    case 'failed':
      return {
        state: 'failed',
        label: t('reports.delivery.failed'),
        when: t('reports.delivery.failedAfter', {
          when: at(delivery.slot_at),
          attempts: delivery.attempts,
          count: delivery.attempts,
        }),
        error: delivery.error ?? t('reports.delivery.unknownError'),
        next,
      };
  }
}
