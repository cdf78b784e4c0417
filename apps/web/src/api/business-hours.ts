import { businessHoursSchema, type BusinessHoursUpdateRequest } from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** GET v1/locations/{id}/businesshours: the week and its exceptions (the default week until saved). */
export const businessHoursQuery = (locationId: string) =>
  queryOptions({
    queryKey: queryKeys.businessHours.of(locationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`v1/locations/${encodeURIComponent(locationId)}/businesshours`), {
        schema: businessHoursSchema,
        signal,
      }),
  });

export const useBusinessHours = (locationId: string) => useQuery(businessHoursQuery(locationId));

/** PUT system/locations/{id}/businesshours: replaces the week and exceptions; answers them. */
export function useUpdateBusinessHours(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessHoursUpdateRequest) =>
      request(apiUrl(`system/locations/${encodeURIComponent(locationId)}/businesshours`), {
        method: 'PUT',
        body,
        schema: businessHoursSchema,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(businessHoursQuery(locationId).queryKey, saved);
      // The set-up checklist counts saved business hours.
      void queryClient.invalidateQueries({ queryKey: queryKeys.checklist.of(locationId) });
    },
  });
}
