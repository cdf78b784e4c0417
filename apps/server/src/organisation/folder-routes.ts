// Folders of the organisation chart: list, create, rename, move (never under itself), delete.
import {
  ROOT_FOLDER_ID,
  folderCreateRequestSchema,
  folderSchema,
  folderUpdateRequestSchema,
  moveRequestSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { ApiError, notFound } from '../http/errors';
import { resourceRoutes } from '../http/resource-route';
import { defineRoute, idParams } from '../http/route';
import { folderSubtree, loadUserScope, visibleFolders } from './access';
import { deleteFolder, insertFolder, isFolderEmpty, updateFolder } from './folder-store';
import { toApiFolder } from './folder-view';
import { corporationOf, destinationFolder, requireEditIn } from './guards';
import { idIn } from '../db/ids';

/** The folder `:id` names if the caller can see it (404 otherwise), with the caller's scope;
 * 'edit': and they may change what lies in it (403 otherwise). */
async function folderAccess(ctx: AppContext, auth: AuthContext, id: number, need?: 'edit') {
  const scope = await loadUserScope(ctx, auth.userId);
  const folder = visibleFolders(scope).find((candidate) => candidate.id === id);
  if (!folder) throw notFound('The folder');
  if (need === 'edit') requireEditIn(scope, folder.corporationId, folder.id);
  return { scope, folder };
}

export const folderRoutes: FastifyPluginAsync = async (app) => {
  const corporationParams = idParams;
  const onFolder = resourceRoutes(app, {
    tag: 'organisation',
    load: (auth, id, need: 'edit' | undefined) => folderAccess(app.appContext, auth, id, need),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/system/corporations/:id/folders',
    tag: 'organisation',
    summary: "A corporation's folders the user may see",
    auth: true,
    params: corporationParams,
    response: z.array(folderSchema),
    handler: async ({ auth, params, ctx }) => {
      const scope = await loadUserScope(ctx, auth.userId);
      corporationOf(scope, params.id);
      return visibleFolders(scope)
        .filter((folder) => folder.corporationId === params.id)
        .map(toApiFolder);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/system/corporations/:id/folders',
    tag: 'organisation',
    summary: 'Create a folder (needs locations_edit where it is created)',
    auth: true,
    status: 201,
    params: corporationParams,
    body: folderCreateRequestSchema,
    response: folderSchema,
    handler: async ({ auth, params, body, ctx }) => {
      const scope = await loadUserScope(ctx, auth.userId);
      corporationOf(scope, params.id);
      const parentId =
        body.parent_id === undefined || body.parent_id === ROOT_FOLDER_ID
          ? null
          : idIn(body.parent_id);
      if (parentId !== null && scope.folders.get(parentId)?.corporationId !== params.id) {
        throw new ApiError('ValidationException', 'Parent folder is not valid', {
          parent_id: 'Parent folder is not valid',
        });
      }
      requireEditIn(scope, params.id, parentId);
      return toApiFolder(await insertFolder(ctx.db, params.id, body.name, parentId));
    },
  });

  onFolder.route({
    method: 'PUT',
    url: '/api/system/folders/:id',
    summary: 'Rename a folder',
    permission: 'edit',
    body: folderUpdateRequestSchema,
    response: folderSchema,
    handler: async ({ body, ctx, found: { folder } }) => {
      const updated = await updateFolder(ctx.db, folder.id, { name: body.name });
      if (!updated) throw notFound('The folder');
      return toApiFolder(updated);
    },
  });

  onFolder.route({
    method: 'POST',
    url: '/api/system/folders/:id/move',
    summary: 'Move a folder into another folder ("0": the root); never under itself',
    body: moveRequestSchema,
    response: folderSchema,
    // A bad destination is a 400 before the caller's rights in the folder (403).
    handler: async ({ body, ctx, found: { scope, folder } }) => {
      const destination = destinationFolder(scope, folder.corporationId, body.destination_id);
      if (destination !== null && folderSubtree(scope, folder.id).has(destination)) {
        const message = 'A folder cannot move into itself or a folder inside it';
        throw new ApiError('ValidationException', message, { destination_id: message });
      }
      requireEditIn(scope, folder.corporationId, folder.id);
      requireEditIn(scope, folder.corporationId, destination);
      const moved = await updateFolder(ctx.db, folder.id, { parentId: destination });
      if (!moved) throw notFound('The folder');
      return toApiFolder(moved);
    },
  });

  onFolder.remove({
    url: '/api/system/folders/:id',
    summary: 'Delete an empty folder',
    permission: 'edit',
    remove: async ({ folder }) => {
      if (!(await isFolderEmpty(app.db, folder.id))) {
        throw new ApiError(
          'ConflictException',
          'Only an empty folder can be deleted: move its folders and locations first',
        );
      }
      await deleteFolder(app.db, folder.id);
    },
  });
};
