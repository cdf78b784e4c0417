import {
  formatValidationMessage,
  notificationUpdateRequestSchema,
  type AlertKind,
  type NotificationSetting,
  type NotificationUpdateRequest,
} from '@footfall/core';
import type { TFunction } from 'i18next';

export interface NotificationDraft {
  alerts: Record<AlertKind, boolean>;
  byEmail: boolean;
  webhookUrl: string;
}

export function draftOf(setting: NotificationSetting): NotificationDraft {
  return {
    alerts: { ...setting.alerts },
    byEmail: setting.by_email,
    webhookUrl: setting.webhook_url ?? '',
  };
}

/**
 * The webhook address checked by core's own request rule (an https URL; http only for a local
 * receiver), reported with the translated "%s is not valid".
 */
export function webhookUrlError(t: TFunction, value: string): string | undefined {
  const parsed = notificationUpdateRequestSchema.shape.webhook_url.safeParse(value);
  return parsed.success
    ? undefined
    : formatValidationMessage(t('validation.url'), t('fields.webhookUrl'));
}

export function toNotificationUpdate(draft: NotificationDraft): NotificationUpdateRequest {
  const url = draft.webhookUrl.trim();
  return { alerts: { ...draft.alerts }, by_email: draft.byEmail, webhook_url: url || null };
}
