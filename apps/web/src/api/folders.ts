import {
  folderSchema,
  locationSchema,
  type FolderCreateRequest,
  type FolderUpdateRequest,
} from '@footfall/core';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '../lib/http/client';
import { apiUrl } from '../lib/http/urls';
import { getQuery, useDelete, useInvalidatingMutation } from './endpoint';
import { queryKeys } from './query-keys';

const id = encodeURIComponent;
const foldersUrl = (corporationId: string) =>
  apiUrl(`system/corporations/${id(corporationId)}/folders`);
const folderUrl = (folderId: string) => apiUrl(`system/folders/${id(folderId)}`);

/** GET system/corporations/{id}/folders: every folder of the corporation. */
export const foldersQuery = (corporationId: string) =>
  getQuery(queryKeys.folders.of(corporationId), foldersUrl(corporationId), z.array(folderSchema));

export const useFolders = (corporationId: string | null) =>
  useQuery({ ...foldersQuery(corporationId ?? ''), enabled: corporationId !== null });

// Folders and the locations in them change together: a move changes a location's folder_id.
const ORGANISATION_KEYS = [queryKeys.folders.all, queryKeys.locations.all];

/** POST system/corporations/{id}/folders. */
export const useCreateFolder = (corporationId: string) =>
  useInvalidatingMutation(ORGANISATION_KEYS, (body: FolderCreateRequest) =>
    request(foldersUrl(corporationId), { method: 'POST', body, schema: folderSchema }),
  );

/** PUT system/folders/{id}: renames a folder. */
export const useRenameFolder = () =>
  useInvalidatingMutation(
    ORGANISATION_KEYS,
    ({ folderId, ...body }: FolderUpdateRequest & { folderId: string }) =>
      request(folderUrl(folderId), { method: 'PUT', body, schema: folderSchema }),
  );

/** DELETE system/folders/{id}: only an empty folder (409 otherwise). */
export const useDeleteFolder = () => useDelete(ORGANISATION_KEYS, folderUrl);

export interface MoveTarget {
  kind: 'folder' | 'location';
  id: string;
  /** The destination folder; "0" is the root. */
  destinationId: string;
}

/** POST system/folders/{id}/move or system/locations/{id}/move with destination_id. */
export const useMove = () =>
  useInvalidatingMutation(
    ORGANISATION_KEYS,
    async ({ kind, id: targetId, destinationId }: MoveTarget): Promise<void> => {
      const body = { destination_id: destinationId };
      if (kind === 'folder') {
        await request(`${folderUrl(targetId)}/move`, {
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
  );
