// Connectivity of the gateways, graded scores and visitor profile qualifiers.
import { z } from 'zod';
import { QUALITY_GRADES } from '../../rules/vocabulary';
import { analyticsMetaShape, bucketKeyShape } from './common';
import { MQTT_STATES } from '../mqtt';

const gatewayBucketSchema = z.object({
  ...bucketKeyShape,
  detections: z.number().int(),
  /** Minutes seen / 60 over the bucket's hours, in percent. */
  uptime_pct: z.number(),
  gap_hours: z.number().int(),
});

export const connectivityResponseSchema = z.object({
  ...analyticsMetaShape,
  gateways: z.array(
    z.object({
      sensor_id: z.number().int(),
      serial: z.string(),
      name: z.string().nullable(),
      online: z.boolean(),
      last_seen: z.string().nullable(),
      last_heartbeat: z.string().nullable(),
      detections: z.number().int(),
      uptime_pct: z.number(),
      /** Hours of the range in which the gateway reported nothing. */
      gap_hours: z.number().int(),
      buckets: z.array(gatewayBucketSchema),
    }),
  ),
  /** The organisation's MQTT broker connection, where it has one: its state and this location's
   * last message through it (door counters and counting gateways). */
  mqtt: z
    .object({
      state: z.enum(MQTT_STATES),
      last_message_at: z.string().nullable(),
    })
    .nullable(),
});
export type ConnectivityResponse = z.infer<typeof connectivityResponseSchema>;

export const SCORE_NAMES = ['attraction', 'engagement', 'dwell', 'fqv'] as const;

export const scoreSchema = z.object({
  name: z.enum(SCORE_NAMES),
  /** attraction, engagement and fqv: a rate 0-1; dwell: average seconds. */
  value: z.number().nullable(),
  percentile: z.number().nullable(),
  grade: z.enum(QUALITY_GRADES).nullable(),
  /** Locations of the same type in the corporation with a value (this one included). */
  peers: z.number().int(),
});

export const scoresResponseSchema = z.object({
  ...analyticsMetaShape,
  location_type: z.string(),
  scores: z.array(scoreSchema),
});
export type ScoresResponse = z.infer<typeof scoresResponseSchema>;

export const profileQualifiersResponseSchema = z.object({
  ...analyticsMetaShape,
  visitors: z.number().nullable(),
  /** Visitors with a stable (non-randomized) device id: new + returning. */
  identified_visitors: z.number().nullable(),
  new_visitors: z.number().nullable(),
  returning_visitors: z.number().nullable(),
  returning_rate: z.number().nullable(),
  randomized_visitors: z.number().nullable(),
  /** Data quality: randomized / visitors. */
  randomized_share: z.number().nullable(),
  frequency: z
    .object({
      devices: z.number().int(),
      avg_visit_days: z.number().nullable(),
      /** Devices by the number of days they visited in the range. */
      bins: z.array(z.object({ label: z.string(), devices: z.number().int() })),
    })
    .nullable(),
});
export type ProfileQualifiersResponse = z.infer<typeof profileQualifiersResponseSchema>;
