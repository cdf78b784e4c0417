// The per-location analytics definitions of docs/product.md section 11: how detections become
// visits, visitors, engagers and positions. Every one is editable; each has a default and bounds.
import { z } from 'zod';
import { DEFAULT_VISITOR_DEFINITIONS } from '../rules/analytics/visitor-classes';
import { VALIDATION_MESSAGES, formatValidationMessage } from '../rules/validation/validators';

/** docs/product.md section 11's defaults, with the path-loss model of positions (RSSI at 1 m,
 * exponent). */
export const DEFAULT_LOCATION_DEFINITIONS = {
  ...DEFAULT_VISITOR_DEFINITIONS,
  tx_power: -59,
  path_loss_exponent: 2.0,
} as const;

export const DEFINITION_FIELDS = [
  'visit_gap_minutes',
  'visitor_rssi',
  'ignore_rssi',
  'min_visit_minutes',
  'engager_minutes',
  'fqv_minutes',
  'engager_areas',
  'raw_retention_days',
  'tx_power',
  'path_loss_exponent',
] as const;
export type DefinitionField = (typeof DEFINITION_FIELDS)[number];

export type DefinitionUnit = 'minutes' | 'dbm' | 'areas' | 'days' | 'none';

/** Bounds, unit, step and label of each definition; the server and the form read the same. */
export const DEFINITION_BOUNDS: Record<
  DefinitionField,
  { min: number; max: number; integer: boolean; unit: DefinitionUnit; label: string }
> = {
  visit_gap_minutes: { min: 1, max: 240, integer: true, unit: 'minutes', label: 'Visit gap' },
  visitor_rssi: { min: -100, max: -30, integer: true, unit: 'dbm', label: 'Visitor signal' },
  ignore_rssi: { min: -100, max: -30, integer: true, unit: 'dbm', label: 'Ignored signal' },
  min_visit_minutes: { min: 1, max: 240, integer: true, unit: 'minutes', label: 'Minimum visit' },
  engager_minutes: { min: 1, max: 240, integer: true, unit: 'minutes', label: 'Engager time' },
  fqv_minutes: { min: 1, max: 240, integer: true, unit: 'minutes', label: 'FQV time' },
  engager_areas: { min: 1, max: 20, integer: true, unit: 'areas', label: 'Engager areas' },
  raw_retention_days: { min: 1, max: 90, integer: true, unit: 'days', label: 'Raw data retention' },
  tx_power: { min: -100, max: 0, integer: true, unit: 'dbm', label: 'Signal at 1 m' },
  path_loss_exponent: {
    min: 1.5,
    max: 6,
    integer: false,
    unit: 'none',
    label: 'Path-loss exponent',
  },
};

export const DEFINITION_MESSAGES = {
  range: (field: DefinitionField) => {
    const { label, min, max } = DEFINITION_BOUNDS[field];
    return `${label} must be between ${min} and ${max}`;
  },
  ignoreBelowVisitor: 'Ignored signal must be below the visitor signal',
} as const;

function definitionField(field: DefinitionField) {
  const { label, min, max, integer } = DEFINITION_BOUNDS[field];
  const number = z.number({ error: formatValidationMessage(VALIDATION_MESSAGES.number, label) });
  const whole = integer
    ? number.int(formatValidationMessage(VALIDATION_MESSAGES.integer, label))
    : number;
  return whole
    .min(min, DEFINITION_MESSAGES.range(field))
    .max(max, DEFINITION_MESSAGES.range(field));
}

const definitionValues = {
  visit_gap_minutes: definitionField('visit_gap_minutes'),
  visitor_rssi: definitionField('visitor_rssi'),
  ignore_rssi: definitionField('ignore_rssi'),
  min_visit_minutes: definitionField('min_visit_minutes'),
  engager_minutes: definitionField('engager_minutes'),
  fqv_minutes: definitionField('fqv_minutes'),
  engager_areas: definitionField('engager_areas'),
  raw_retention_days: definitionField('raw_retention_days'),
  tx_power: definitionField('tx_power'),
  path_loss_exponent: definitionField('path_loss_exponent'),
};

export const definitionsUpdateRequestSchema = z
  .strictObject(definitionValues)
  .superRefine((values, ctx) => {
    if (values.ignore_rssi >= values.visitor_rssi)
      ctx.addIssue({
        code: 'custom',
        path: ['ignore_rssi'],
        message: DEFINITION_MESSAGES.ignoreBelowVisitor,
      });
  });
export type DefinitionsUpdateRequest = z.input<typeof definitionsUpdateRequestSchema>;
export type LocationDefinitions = Record<DefinitionField, number>;

export const definitionsSchema = z.object({
  visit_gap_minutes: z.number(),
  visitor_rssi: z.number(),
  ignore_rssi: z.number(),
  min_visit_minutes: z.number(),
  engager_minutes: z.number(),
  fqv_minutes: z.number(),
  engager_areas: z.number(),
  raw_retention_days: z.number(),
  tx_power: z.number(),
  path_loss_exponent: z.number(),
  /** true while nothing was saved and the values are DEFAULT_LOCATION_DEFINITIONS. */
  is_default: z.boolean(),
  /** When they were last changed (ISO 8601), null for the defaults. */
  updated_at: z.string().nullable(),
});
export type Definitions = z.infer<typeof definitionsSchema>;
