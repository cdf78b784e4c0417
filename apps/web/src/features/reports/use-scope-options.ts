import type { Location } from '@footfall/core';
import { useMemo } from 'react';
import { useCorporations } from '../../api/corporations';
import { useOverviewFolders } from '../overview/use-overview-folders';
import { scopeFolderOptions } from './report-scope';

/** The folders a report may cover: those of every organisation the user's locations belong to. */
export function useScopeOptions(locations: readonly Location[]) {
  const folders = useOverviewFolders(locations);
  const corporations = useCorporations();
  const folderOptions = useMemo(
    () =>
      scopeFolderOptions(
        folders,
        new Map((corporations.data ?? []).map((corporation) => [corporation.id, corporation.name])),
      ),
    [folders, corporations.data],
  );
  return { folders, folderOptions };
}
