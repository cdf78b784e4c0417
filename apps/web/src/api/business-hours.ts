import { businessHoursSchema, type BusinessHoursUpdateRequest } from '@footfall/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { getQuery, locationUrl } from './endpoint';
import { queryKeys } from './query-keys';

/** GET v1/locations/{id}/businesshours: the week and its exceptions (the default week until saved). */
export const businessHoursQuery = (locationId: string) =>
  getQuery(
    queryKeys.businessHours.of(locationId),
    apiUrl(`v1/locations/${encodeURIComponent(locationId)}/businesshours`),
    businessHoursSchema,
  );

export const useBusinessHours = (locationId: string) => useQuery(businessHoursQuery(locationId));

/** PUT system/locations/{id}/businesshours: replaces the week and exceptions; answers them. */
export function useUpdateBusinessHours(locationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BusinessHoursUpdateRequest) =>
      request(locationUrl(locationId, 'businesshours'), {
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
