import {
  guardSettingsPage,
  parsePermissions,
  settingsPageRequirement,
  type SettingsPage,
} from '@footfall/core';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { locationQuery } from '../../api/locations';
import { userPermissionsQuery } from '../../api/user-permissions';
import { isApiError } from '../../lib/http/api-error';

/** Settings pages that need a permission get the guard; info, organization, notifications don't. */
export const isGuardedSettingsPage = (page: SettingsPage) =>
  settingsPageRequirement(page).kind !== 'none';

/**
 * The loader of a guarded settings page (docs/product.md section 2): a user lacking the needed
 * permission for this location is redirected to its info page. Core decides; this only fetches.
 */
export function settingsGuard(queryClient: QueryClient, page: SettingsPage) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    const infoPage = redirect(`/main/settings/${encodeURIComponent(id)}/info`);
    try {
      const [granted, location] = await Promise.all([
        queryClient.ensureQueryData(userPermissionsQuery(id)),
        queryClient.ensureQueryData(locationQuery(id)),
      ]);
      const allowed = guardSettingsPage(
        page,
        parsePermissions(granted.permissions),
        location.services,
      );
      return allowed === page ? null : infoPage;
    } catch (error) {
      // The server refusing the permissions themselves means no permission at all.
      if (isApiError(error) && error.status === 403) return infoPage;
      throw error;
    }
  };
}
