// The live stream's snapshot event (GET /api/v1/locations/{id}/live, text/event-stream).
import { z } from 'zod';
import { unavailableMetricSchema } from './common';

export const liveSnapshotSchema = z.object({
  /** Door counters: today's in - out since opening, at least 0; else Wi-Fi presence of the
   * latest hour; null when neither is offered. */
  occupancy_now: z.number().nullable(),
  occupancy_source: z.enum(['door_counter', 'wifi_presence']).nullable(),
  visitors_today: z.number().nullable(),
  walk_ins_today: z.number().nullable(),
  walk_bys_today: z.number().nullable(),
  local_date: z.string(),
  updated_at: z.string(),
  unavailable: z.array(unavailableMetricSchema),
});
export type LiveSnapshot = z.infer<typeof liveSnapshotSchema>;
