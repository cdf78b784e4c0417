import type { Folder, Location } from '@footfall/core';
import { useCorporations } from '../../api/corporations';
import { useFolders } from '../../api/folders';
import { useLocations } from '../../api/locations';
import { useProfile } from '../../api/profile';

export interface PlacementOptions {
  corporationId: string | null;
  corporationName: string;
  folders: Folder[];
  /** Attendee-tracking shows a booth may belong to (AT locations that are not booths). */
  shows: Location[];
  isPending: boolean;
}

/** The folders and AT shows of the user's corporation, for placing a new location. */
export function usePlacementOptions(): PlacementOptions {
  const profile = useProfile();
  const corporations = useCorporations();
  const corporationId = profile.data?.corporation_id ?? null;
  const folders = useFolders(corporationId);
  const locations = useLocations();
  const shows = (locations.data ?? []).filter(
    (location) =>
      location.type === 'AT' &&
      location.parent_id === null &&
      location.corporation_id === corporationId,
  );
  return {
    corporationId,
    corporationName:
      corporations.data?.find((corporation) => corporation.id === corporationId)?.name ?? '',
    folders: folders.data ?? [],
    shows,
    isPending: profile.isPending || folders.isPending || locations.isPending,
  };
}
