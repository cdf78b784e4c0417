import { pipelineStatusSchema } from '@footfall/core';
import { perLocationQuery } from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/locations/{id}/pipeline-status: the location's local days whose stored data the
 * figures do not include yet (a backfill, an import or a definitions change being processed). */
export const pipelineStatusQuery = (locationId: string) =>
  perLocationQuery(queryKeys.pipelineStatus, locationId, 'pipeline-status', pipelineStatusSchema);
