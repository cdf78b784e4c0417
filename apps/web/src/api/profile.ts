import {
  profileSchema,
  signOutEverywhereResponseSchema,
  type ProfileUpdateRequest,
} from '@footfall/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { getQuery, useCachingMutation } from './endpoint';
import { queryKeys } from './query-keys';

/** GET system/myprofile: the signed-in user. */
export const profileQuery = () =>
  getQuery(queryKeys.profile.all, apiUrl('system/myprofile'), profileSchema);

export const useProfile = () => useQuery(profileQuery());

/** PUT system/myprofile; the answer replaces the cached profile. */
export const useUpdateProfile = () =>
  useCachingMutation(profileQuery().queryKey, (body: ProfileUpdateRequest) =>
    request(apiUrl('system/myprofile'), { method: 'PUT', body, schema: profileSchema }),
  );

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
