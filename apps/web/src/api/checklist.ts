import { checklistSchema, type Checklist } from '@footfall/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { locationUrl } from './endpoint';
import { queryKeys } from './query-keys';

export { CHECKLIST_KEYS, type ChecklistKey } from '@footfall/core';
export type ChecklistItem = Checklist['items'][number];

/** GET system/locations/{id}/checklist: what the location's setup still misses. */
export const checklistQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.checklist.of(locationId),
    queryFn: async ({ signal }): Promise<ChecklistItem[]> => {
      const answer = await request(locationUrl(locationId, 'checklist'), {
        schema: checklistSchema,
        signal,
      });
      return answer.items;
    },
  });

export const useChecklist = (locationId: string) => useQuery(checklistQuery(locationId));
