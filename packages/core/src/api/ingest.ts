// The ingest endpoints of docs/ingest.md: gateways and door counters post batches with the
// location's API key. Times arrive as ISO 8601 with a zone and leave the schemas as epoch ms.
import { z } from 'zod';
import { serialField } from './sensors';

/** Items per batch (detections, intervals). */
export const INGEST_MAX_ITEMS = 10_000;
/** How far ahead of the server clock an item may be (gateway clocks drift). */
export const INGEST_FUTURE_TOLERANCE_MS = 10 * 60 * 1000;
/** Request body limit of the ingest routes. */
export const INGEST_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
/** Longest door-count or counting interval (a daily total fits; a year does not). */
export const INGEST_MAX_INTERVAL_MS = 31 * 24 * 3600 * 1000;

export const INGEST_KINDS = ['detections', 'door-counts', 'counts', 'heartbeat', 'meraki'] as const;
export type IngestKind = (typeof INGEST_KINDS)[number];

const BATCH_ID = /^[A-Za-z0-9_.:-]{8,100}$/;
const INT32_MAX = 2_147_483_647;
/** A MAC written with separators: gateways must hash device addresses before sending. */
const RAW_MAC = /^[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}$/;

export const batchIdField = z
  .string({ error: 'batch_id is required' })
  .regex(BATCH_ID, 'batch_id must be 8 to 100 letters, digits or . _ : -');

/** An ISO 8601 instant with a zone ("2026-11-21T09:15:00Z", "...+01:00"), as epoch ms. */
export const instantField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .pipe(
      z.iso.datetime({
        offset: true,
        error: `${label} must be an ISO 8601 date-time with a zone (2026-11-21T09:15:00Z)`,
      }),
    )
    .transform((value) => Date.parse(value));

const countField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must not be negative`)
    .max(INT32_MAX, `${label} is too large`);

const itemsField = <T extends z.ZodType>(item: T, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(1, `${label} must not be empty`)
    .max(INGEST_MAX_ITEMS, `At most ${INGEST_MAX_ITEMS} ${label} per batch`);

export const detectionSchema = z.strictObject({
  ts: instantField('ts'),
  device: z
    .string({ error: 'device is required' })
    .min(1, 'device must not be empty')
    .max(128, 'device is too long (at most 128 characters)')
    .refine((value) => !RAW_MAC.test(value), 'device must be a hashed id, not a MAC address')
    .refine((value) => !value.includes('\u0000'), 'device must not contain NUL characters'),
  rssi: z
    .number({ error: 'rssi must be a number' })
    .int('rssi must be a whole number of dBm')
    .min(-127, 'rssi must be between -127 and 0')
    .max(0, 'rssi must be between -127 and 0'),
  randomized: z.boolean({ error: 'randomized must be true or false' }),
  /** The 802.11 sequence number of the probe, where the gateway reports it (optional). It lets
   * presence estimates link a phone's rotating randomized addresses. */
  seq: z
    .number({ error: 'seq must be a number' })
    .int('seq must be a whole number')
    .min(0, 'seq must be between 0 and 4095')
    .max(4095, 'seq must be between 0 and 4095')
    .optional(),
});

/** An interval [start, end): end after start, at most INGEST_MAX_INTERVAL_MS long. */
const intervalShape = { start: instantField('start'), end: instantField('end') };
const intervalChecks = <T extends { start: number; end: number }>(schema: z.ZodType<T>) =>
  schema
    .refine((item) => item.end > item.start, { message: 'end must be after start', path: ['end'] })
    .refine((item) => item.end - item.start <= INGEST_MAX_INTERVAL_MS, {
      message: 'The interval is too long (at most 31 days)',
      path: ['end'],
    });

export const doorCountSchema = intervalChecks(
  z.strictObject({ ...intervalShape, in: countField('in'), out: countField('out') }),
);

export const gatewayCountSchema = intervalChecks(
  z.strictObject({ ...intervalShape, count: countField('count') }),
);

// Unknown fields are refused (strict objects): a sender's typo or padding is an error it hears
// about, not data silently dropped.

/** A batch: the sender's serial under its kind (`gateway`, `tag`), the batch id, and the items. */
const batchSchema = <
  const Sender extends string,
  const Items extends string,
  Item extends z.ZodType,
>(
  sender: Sender,
  items: Items,
  item: Item,
) =>
  z.strictObject({
    [sender]: serialField(sender),
    batch_id: batchIdField,
    [items]: itemsField(item, items),
  } as Record<Sender, ReturnType<typeof serialField>> & {
    batch_id: typeof batchIdField;
  } & Record<Items, ReturnType<typeof itemsField<Item>>>);

/** POST /api/v1/ingest/detections */
export const detectionsBatchSchema = batchSchema('gateway', 'detections', detectionSchema);
export type DetectionsBatch = z.input<typeof detectionsBatchSchema>;
export type ParsedDetectionsBatch = z.output<typeof detectionsBatchSchema>;

/** POST /api/v1/ingest/door-counts: a re-sent interval (tag, start) replaces the earlier one. */
export const doorCountsBatchSchema = batchSchema('tag', 'counts', doorCountSchema);
export type DoorCountsBatch = z.input<typeof doorCountsBatchSchema>;
export type ParsedDoorCountsBatch = z.output<typeof doorCountsBatchSchema>;

/** POST /api/v1/ingest/counts: a counting gateway's passers-by per interval. */
export const gatewayCountsBatchSchema = batchSchema('gateway', 'counts', gatewayCountSchema);
export type GatewayCountsBatch = z.input<typeof gatewayCountsBatchSchema>;
export type ParsedGatewayCountsBatch = z.output<typeof gatewayCountsBatchSchema>;

/** POST /api/v1/ingest/heartbeat: without batch_id the server derives one from gateway and ts. */
export const heartbeatSchema = z.strictObject({
  gateway: serialField('gateway'),
  ts: instantField('ts'),
  firmware: z
    .string({ error: 'firmware is required' })
    .trim()
    .min(1, 'firmware must not be empty')
    .max(100, 'firmware is too long (at most 100 characters)')
    .refine((value) => !value.includes('\u0000'), 'firmware must not contain NUL characters'),
  uptime_s: countField('uptime_s'),
  batch_id: batchIdField.optional(),
});
export type Heartbeat = z.input<typeof heartbeatSchema>;
export type ParsedHeartbeat = z.output<typeof heartbeatSchema>;

/** Every ingest answer: a replayed batch_id is `duplicate` and accepted nothing. */
export const ingestAckSchema = z.object({
  batch_id: z.string(),
  accepted: z.number().int(),
  duplicate: z.boolean(),
});
export type IngestAck = z.infer<typeof ingestAckSchema>;
