import { dashboardPath } from '@footfall/core';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { locationQuery } from '../../../api/locations';

/** /main/dashboard/{id} opens the dashboard of the location's type; a mall has none. */
export function dashboardIndexLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const location = await queryClient.ensureQueryData(locationQuery(params.id ?? ''));
    const path = dashboardPath(location);
    return path === null ? null : redirect(path);
  };
}
