// Adding, moving and deleting locations, the time zone list and the set-up checklist.
import {
  locationCreateRequestSchema,
  locationSchema,
  moveRequestSchema,
  timeZoneSchema,
  checklistSchema,
} from '@footfall/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { ApiError, forbidden, notFound } from '../http/errors';
import { defineRoute } from '../http/route';
import { loadUserScope, permissionsAt, type UserScope } from './access';
import { destinationFolder, requireEditIn } from './guards';
import { deleteLocation, insertLocation, moveLocation } from './location-store';
import { toApiLocation } from './location-view';
import { setupChecklist } from './checklist';
import { isTimeZone, listTimeZones } from './timezones';
import { idIn } from '../db/ids';
import { locationResource } from './location-resource';

/** A new location's folder_id names a folder of its corporation (or the root). */
const FOLDER_FIELD = { name: 'folder_id', message: 'Folder is not valid' };

const invalid = (field: string, message: string) =>
  new ApiError('ValidationException', message, { [field]: message });

/** The corporation named, else the only one, else the one where the user holds a
 * corporation-wide role; ambiguity is a field error rather than a guess. */
function corporationFor(scope: UserScope, requested: string | undefined): number {
  if (requested !== undefined) {
    if (!scope.corporations.has(idIn(requested))) throw notFound('The corporation');
    return idIn(requested);
  }
  const all = [...scope.corporations.keys()];
  const withRole = all.filter((id) => scope.corporations.get(id)?.role);
  const chosen = all.length === 1 ? all[0] : withRole.length === 1 ? withRole[0] : undefined;
  if (chosen !== undefined) return chosen;
  if (all.length === 0) throw forbidden('You do not belong to an organisation');
  throw invalid('corporation_id', 'Corporation is empty');
}

export const locationAdminRoutes: FastifyPluginAsync = async (app) => {
  const onLocation = locationResource(app, 'locations');
  defineRoute(app, {
    method: 'POST',
    url: '/api/system/locations',
    tag: 'locations',
    summary: 'Add a location (needs locations_edit in its folder, or on the show for an AT booth)',
    auth: true,
    status: 201,
    body: locationCreateRequestSchema,
    response: locationSchema,
    handler: async ({ auth, body, ctx }) => {
      const scope = await loadUserScope(ctx, auth.userId);
      if (!isTimeZone(body.timezone)) throw invalid('timezone', 'Time zone is not valid');
      let corporationId: number;
      let folderId: number | null;
      let parentId: number | null = null;
      if (body.parent_id) {
        const parent = scope.locations.get(idIn(body.parent_id));
        if (!parent || parent.type !== 'AT' || parent.parentId !== null || body.type !== 'AT') {
          throw invalid(
            'parent_id',
            'Parent must be an attendee-tracking show, and the new location an AT booth',
          );
        }
        if (!permissionsAt(scope, parent).has('locations_edit')) throw forbidden();
        corporationId = parent.corporationId;
        folderId = parent.folderId;
        parentId = parent.id;
      } else {
        corporationId = corporationFor(scope, body.corporation_id);
        folderId = destinationFolder(scope, corporationId, body.folder_id, FOLDER_FIELD);
        requireEditIn(scope, corporationId, folderId);
      }
      const row = await insertLocation(ctx.db, {
        corporationId,
        folderId,
        parentId,
        name: body.name,
        type: body.type,
        service: body.service,
        addon: body.addon,
        country: body.country,
        timezone: body.timezone,
        address: body.address ?? null,
        featured: body.featured,
      });
      return toApiLocation(ctx, scope, row);
    },
  });

  onLocation.route({
    method: 'POST',
    url: '/api/system/locations/:id/move',
    summary: 'Move a location into another folder ("0": the root)',
    permission: 'locations_edit',
    body: moveRequestSchema,
    response: locationSchema,
    handler: async ({ body, ctx, found: { scope, location } }) => {
      if (location.parentId !== null)
        throw invalid('destination_id', 'A booth moves with its show');
      const destination = destinationFolder(scope, location.corporationId, body.destination_id);
      requireEditIn(scope, location.corporationId, destination);
      const moved = await moveLocation(ctx.db, location.id, destination);
      return toApiLocation(ctx, scope, moved);
    },
  });

  onLocation.remove({
    url: '/api/system/locations/:id',
    summary: 'Delete a location and everything recorded for it',
    permission: 'locations_edit',
    remove: ({ location }) => deleteLocation(app.db, location.id),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/system/timezones',
    tag: 'locations',
    summary: 'IANA time zones with their current offset',
    auth: true,
    response: z.array(timeZoneSchema),
    handler: async ({ ctx }) => listTimeZones(ctx.now()),
  });

  onLocation.route({
    method: 'GET',
    url: '/api/system/locations/:id/checklist',
    summary: 'What is still missing before the location produces trustworthy numbers',
    response: checklistSchema,
    handler: async ({ ctx, found: { location } }) => setupChecklist(ctx, location),
  });
};
