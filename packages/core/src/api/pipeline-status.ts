// GET system/locations/{id}/pipeline-status: the local days whose stored data the figures do not
// include yet (a backfill, an import or a definitions change still being processed).
import { z } from 'zod';

export const pipelineStatusSchema = z.object({
  /** Local days (YYYY-MM-DD, oldest first) with data the rollups do not include yet. */
  pending_dates: z.array(z.string()),
  pending_days: z.number().int(),
});
export type PipelineStatus = z.infer<typeof pipelineStatusSchema>;
