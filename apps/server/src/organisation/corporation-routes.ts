// The user's corporations and the folder trees inside them.
import { corporationSchema, folderSchema } from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../http/route';
import { loadUserScope, visibleFolders } from './access';
import { toApiFolder } from './folder-view';
import { idOut } from '../db/ids';

export const corporationRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    method: 'GET',
    url: '/api/system/corporations',
    tag: 'organisation',
    summary: 'The corporations the signed-in user belongs to',
    auth: true,
    response: z.array(corporationSchema),
    handler: async ({ auth, ctx }) => {
      const scope = await loadUserScope(ctx, auth.userId);
      return [...scope.corporations].map(([id, corporation]) => ({
        id: idOut(id),
        name: corporation.name,
      }));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/v1/folders',
    tag: 'organisation',
    summary: "The folders of the user's corporations",
    auth: true,
    response: z.array(folderSchema),
    handler: async ({ auth, ctx }) => {
      const scope = await loadUserScope(ctx, auth.userId);
      return visibleFolders(scope).map(toApiFolder);
    },
  });
};
