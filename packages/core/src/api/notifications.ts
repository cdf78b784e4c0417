// Who gets which alert of a location, by e-mail and by webhook.
import { z } from 'zod';
import {
  VALIDATION_MESSAGES,
  formatValidationMessage,
  validators,
} from '../rules/validation/validators';

export const ALERT_KINDS = ['sensor_offline', 'daily_summary', 'traffic_drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

const alertFlags = z.object({
  sensor_offline: z.boolean(),
  daily_summary: z.boolean(),
  traffic_drop: z.boolean(),
});

export const notificationSettingSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  alerts: alertFlags,
  by_email: z.boolean(),
  webhook_url: z.string().nullable(),
  is_you: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) =>
      value === '' ||
      (validators.url(value) && value.startsWith('https://')) ||
      value.startsWith('http://127.0.0.1') ||
      value.startsWith('http://localhost'),
    {
      message: formatValidationMessage(VALIDATION_MESSAGES.url, 'Webhook URL'),
    },
  )
  .transform((value) => (value === '' ? null : value));

export const notificationUpdateRequestSchema = z.strictObject({
  alerts: alertFlags,
  by_email: z.boolean(),
  webhook_url: webhookUrl.nullable(),
});
export type NotificationUpdateRequest = z.input<typeof notificationUpdateRequestSchema>;
