import type { Corporation, Folder } from '@footfall/core';
import { useCorporations } from '../../api/corporations';
import { useFolders } from '../../api/folders';
import { useLocations } from '../../api/locations';
import { useProfile } from '../../api/profile';
import { buildOrgTree, type RootNode } from './org-tree';

// Roles whose permissions include changing locations (docs/product.md section 6); the server
// decides in the end, this only hides buttons that would be refused.
const EDITING_ROLES = new Set(['owner', 'manager']);

export type OrgChartData =
  | { status: 'pending' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      corporation: Corporation;
      folders: Folder[];
      tree: RootNode;
      canEdit: boolean;
    };

/** Everything the organisation chart shows: the user's corporation, its folders and locations. */
export function useOrgChartData(): OrgChartData {
  const profile = useProfile();
  const corporations = useCorporations();
  const corporation =
    corporations.data?.find((candidate) => candidate.id === profile.data?.corporation_id) ??
    corporations.data?.[0] ??
    null;
  const folders = useFolders(corporation?.id ?? null);
  const locations = useLocations();

  const queries = [profile, corporations, folders, locations];
  // A user always belongs to a corporation; an empty list can only be a server fault.
  const noCorporation = corporations.isSuccess && corporation === null;
  if (noCorporation || queries.some((query) => query.isError)) {
    return {
      status: 'error',
      retry: () => {
        for (const query of queries) if (query.isError || noCorporation) void query.refetch();
      },
    };
  }
  if (!profile.data || !corporation || !folders.data || !locations.data) {
    return { status: 'pending' };
  }
  return {
    status: 'ready',
    corporation,
    folders: folders.data,
    tree: buildOrgTree(corporation, folders.data, locations.data),
    canEdit: EDITING_ROLES.has(profile.data.role),
  };
}
