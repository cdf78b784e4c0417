// Sensors (gateways) as the API shows them, their create and update bodies and the CSV hardware
// import (issue 4; docs/product.md sections 3, 5 and 7).
import { z } from 'zod';
import { HARDWARE_IMPORT_OUTCOMES } from '../rules/hardware/import-messages';
import { SENSOR_STATUSES, normalizeSerial } from '../rules/hardware/serial';
import { SENSOR_SERVICES } from '../rules/locations/types';
import { VALIDATION_MESSAGES, formatValidationMessage } from '../rules/validation/validators';
import { idString, optionalText } from './fields';

const message = (rule: keyof typeof VALIDATION_MESSAGES, label: string) =>
  formatValidationMessage(VALIDATION_MESSAGES[rule], label);

/** A serial or MAC, normalised (upper case, MACs colon-separated). */
export const serialField = (label = 'Serial') =>
  z
    .string({ error: message('notEmpty', label) })
    .trim()
    .min(1, message('notEmpty', label))
    .transform((value, context) => {
      const serial = normalizeSerial(value);
      if (serial === null) {
        context.addIssue({ code: 'custom', message: message('url', label) });
        return z.NEVER;
      }
      return serial;
    });

/** A floor-plan coordinate in metres, or null to clear it. */
export const metresField = (label: string) =>
  z
    .number({ error: message('number', label) })
    .finite(message('number', label))
    .min(-100_000, `${label} is out of range`)
    .max(100_000, `${label} is out of range`)
    .nullable()
    .optional();

/** A mounting height in centimetres, or null to clear it. */
export const heightCmField = z
  .number({ error: message('number', 'Height') })
  .finite(message('number', 'Height'))
  .positive(message('positive', 'Height'))
  .max(10_000, 'Height is too large (at most 10000 cm)')
  .nullable()
  .optional();

export const sensorServicesField = z
  .array(z.enum(SENSOR_SERVICES, { error: 'Services are not valid' }), {
    error: 'Services are not valid',
  })
  .max(10, 'Services are not valid')
  .transform((list) => [...new Set(list)])
  .optional();

export const sensorSchema = z.object({
  id: z.string(),
  serial: z.string(),
  name: z.string().nullable(),
  location_id: z.string().nullable(),
  services: z.array(z.string()),
  area_id: z.string().nullable(),
  floor_plan_id: z.string().nullable(),
  x_m: z.number().nullable(),
  y_m: z.number().nullable(),
  height_cm: z.number().nullable(),
  /** online when seen within 10 minutes. */
  status: z.enum(SENSOR_STATUSES),
  last_seen_at: z.string().nullable(),
});
export type Sensor = z.infer<typeof sensorSchema>;

const sensorFields = {
  name: optionalText('Name', 200),
  services: sensorServicesField,
  area_id: idString.nullable().optional(),
  floor_plan_id: idString.nullable().optional(),
  x_m: metresField('X'),
  y_m: metresField('Y'),
  height_cm: heightCmField,
};

/**
 * POST system/locations/{id}/sensors: connects a serial of the caller's corporation, or registers
 * an unknown one to it.
 */
export const sensorCreateRequestSchema = z.strictObject({ serial: serialField(), ...sensorFields });
export type SensorCreateRequest = z.input<typeof sensorCreateRequestSchema>;

/**
 * PUT system/sensors/{id}: any of the fields. location_id moves the sensor to another location of
 * the corporation (needs locations_sensors_edit at both ends; clears area, floor plan and
 * position) or, with null, disconnects it (it stays in the corporation's registry).
 */
export const sensorUpdateRequestSchema = z.strictObject({
  ...sensorFields,
  location_id: idString.nullable().optional(),
});
export type SensorUpdateRequest = z.input<typeof sensorUpdateRequestSchema>;

export const HARDWARE_IMPORT_MAX_CSV = 500_000;

/** POST system/locations/{id}/sensors/import: dry_run true previews, false imports. */
export const hardwareImportRequestSchema = z.strictObject({
  csv: z
    .string({ error: message('notEmpty', 'CSV') })
    .min(1, message('notEmpty', 'CSV'))
    .max(
      HARDWARE_IMPORT_MAX_CSV,
      `CSV is too long (at most ${HARDWARE_IMPORT_MAX_CSV} characters)`,
    ),
  dry_run: z.boolean({ error: 'dry_run must be true or false' }),
});
export type HardwareImportRequest = z.input<typeof hardwareImportRequestSchema>;

export const hardwareImportRowSchema = z.object({
  line: z.number(),
  serial: z.string(),
  outcome: z.enum(HARDWARE_IMPORT_OUTCOMES),
  /** One of the five docs/product.md section 5 messages, {location} filled in. */
  message: z.string(),
  /** The other location (outcome elsewhere). */
  location_name: z.string().optional(),
});
export type HardwareImportRow = z.infer<typeof hardwareImportRowSchema>;

export const hardwareImportResultSchema = z.object({
  dry_run: z.boolean(),
  rows: z.array(hardwareImportRowSchema),
  summary: z.object({
    added: z.number(),
    unavailable: z.number(),
    already_here: z.number(),
    not_found: z.number(),
    elsewhere: z.number(),
  }),
});
export type HardwareImportResult = z.infer<typeof hardwareImportResultSchema>;
