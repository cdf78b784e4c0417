import type { Folder, Location } from '@footfall/core';
import { useQueries } from '@tanstack/react-query';
import { foldersQuery } from '../../api/folders';

/** The folders of every corporation the listed locations belong to (someone invited to another
 * organisation's store sees that organisation's folders too); empty until they arrive. */
export function useOverviewFolders(locations: readonly Location[]): Folder[] {
  const corporationIds = [...new Set(locations.map((location) => location.corporation_id))];
  const answers = useQueries({ queries: corporationIds.map((id) => foldersQuery(id)) });
  return answers.flatMap((answer) => answer.data ?? []);
}
