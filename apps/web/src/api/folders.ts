import {
  deletedSchema,
  folderSchema,
  locationSchema,
  type FolderCreateRequest,
  type FolderUpdateRequest,
} from '@footfall/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { queryKeys } from './query-keys';

const id = encodeURIComponent;

/** GET system/corporations/{id}/folders: every folder of the corporation. */
export const foldersQuery = (corporationId: string) =>
  queryOptions({
    queryKey: queryKeys.folders.of(corporationId),
    queryFn: ({ signal }) =>
      request(apiUrl(`system/corporations/${id(corporationId)}/folders`), {
        schema: z.array(folderSchema),
        signal,
      }),
  });

export const useFolders = (corporationId: string | null) =>
  useQuery({ ...foldersQuery(corporationId ?? ''), enabled: corporationId !== null });

// Folders and the locations in them change together: a move changes a location's folder_id.
function useRefreshOrganisation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.folders.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.locations.all }),
    ]);
}

/** POST system/corporations/{id}/folders. */
export function useCreateFolder(corporationId: string) {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (body: FolderCreateRequest) =>
      request(apiUrl(`system/corporations/${id(corporationId)}/folders`), {
        method: 'POST',
        body,
        schema: folderSchema,
      }),
    onSuccess: refresh,
  });
}

/** PUT system/folders/{id}: renames a folder. */
export function useRenameFolder() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: ({ folderId, ...body }: FolderUpdateRequest & { folderId: string }) =>
      request(apiUrl(`system/folders/${id(folderId)}`), {
        method: 'PUT',
        body,
        schema: folderSchema,
      }),
    onSuccess: refresh,
  });
}

/** DELETE system/folders/{id}: only an empty folder (409 otherwise). */
export function useDeleteFolder() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: (folderId: string) =>
      request(apiUrl(`system/folders/${id(folderId)}`), {
        method: 'DELETE',
        schema: deletedSchema,
      }),
    onSuccess: refresh,
  });
}

export interface MoveTarget {
  kind: 'folder' | 'location';
  id: string;
  /** The destination folder; "0" is the root. */
  destinationId: string;
}

/** POST system/folders/{id}/move or system/locations/{id}/move with destination_id. */
export function useMove() {
  const refresh = useRefreshOrganisation();
  return useMutation({
    mutationFn: async ({ kind, id: targetId, destinationId }: MoveTarget): Promise<void> => {
      const body = { destination_id: destinationId };
      if (kind === 'folder') {
        await request(apiUrl(`system/folders/${id(targetId)}/move`), {
          method: 'POST',
          body,
          schema: folderSchema,
        });
      } else {
        await request(apiUrl(`system/locations/${id(targetId)}/move`), {
          method: 'POST',
          body,
          schema: locationSchema,
        });
      }
    },
    onSuccess: refresh,
  });
}
