import {
  profileSchema,
  signOutEverywhereResponseSchema,
  type ProfileUpdateRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

/** GET system/myprofile: the signed-in user. */
export const profileQuery = () =>
  queryOptions({
    queryKey: queryKeys.profile.all,
    queryFn: ({ signal }) => request(apiUrl('system/myprofile'), { schema: profileSchema, signal }),
  });

export const useProfile = () => useQuery(profileQuery());

/** PUT system/myprofile; the answer replaces the cached profile. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) =>
      request(apiUrl('system/myprofile'), { method: 'PUT', body, schema: profileSchema }),
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}

/** POST system/myprofile/sign-out-everywhere: ends every other session of the user. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () =>
      request(apiUrl('system/myprofile/sign-out-everywhere'), {
        method: 'POST',
        body: {},
        schema: signOutEverywhereResponseSchema,
      }),
  });
}
