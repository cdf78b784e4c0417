// The checks every location endpoint starts with: visible to the caller or 404 (another tenant's
// ids reveal nothing), then the permission the action needs or 403.
import { ROOT_FOLDER_ID, hasPermissionPrefix } from '@footfall/core';
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { ApiError, forbidden, notFound } from '../http/errors';
import {
  findVisibleLocation,
  loadUserScope,
  permissionsAt,
  permissionsInFolder,
  type UserScope,
} from './access';
import { idIn } from '../db/ids';

/** A permission name, or a prefix ending in "_" meaning any permission that starts with it
 * (docs/product.md section 2: any `locations_areas_` permission). */
export function grants(permissions: ReadonlySet<string>, permission: string): boolean {
  return permission.endsWith('_')
    ? hasPermissionPrefix(permissions, permission)
    : permissions.has(permission);
}

export async function locationAccess(
  ctx: AppContext,
  auth: AuthContext,
  locationId: number,
  permission?: string,
) {
  const scope = auth.scope ?? (await loadUserScope(ctx, auth.userId));
  const location = findVisibleLocation(scope, locationId);
  if (!location) throw notFound('The location');
  if (auth.kind === 'view_only' && auth.locationId !== location.id) {
    throw new ApiError('PermissionException', 'A read-only link can read only its own location');
  }
  const permissions = permissionsAt(scope, location);
  if (permission && !grants(permissions, permission)) throw forbidden();
  return { scope, location, permissions };
}

/** A check of a child resource made through its parent (a floor plan's location, an item's
 * report): the parent's 404 answers as `instead` (the child's 404 when given its name), so the
 * answer names what the caller asked for and says nothing of the parent. A 403 passes unchanged. */
export async function childAccess<T>(
  parentCheck: Promise<T>,
  instead: string | ApiError,
): Promise<T> {
  try {
    return await parentCheck;
  } catch (error) {
    if (error instanceof ApiError && error.type === 'NotFoundException')
      throw typeof instead === 'string' ? notFound(instead) : instead;
    throw error;
  }
}

/** A child resource found by its id (undefined: there is none) and checked through its parent (a
 * tag's location, an item's report): no row, or a parent the caller may not see, is the child's
 * 404 (`what`); the parent check's 403 passes. Answers the row with what the check answered. */
export async function foundChild<T, A>(
  row: T | undefined,
  what: string,
  parentCheck: (row: T) => Promise<A>,
): Promise<A & { row: T }> {
  if (!row) throw notFound(what);
  return { ...(await childAccess(parentCheck(row), what)), row };
}

/** The caller's corporation by id, or 404 when they are not a member. */
export function corporationOf(scope: UserScope, corporationId: number) {
  const corporation = scope.corporations.get(corporationId);
  if (!corporation) throw notFound('The corporation');
  return corporation;
}

/** "0" (or none) -> the root (null); otherwise a folder of that corporation the caller can see,
 * or a 400 on `field` (a move's destination_id unless told). */
export function destinationFolder(
  scope: UserScope,
  corporationId: number,
  id: string | undefined,
  field = { name: 'destination_id', message: 'Destination is not valid' },
): number | null {
  if (id === undefined || id === ROOT_FOLDER_ID) return null;
  const folder = scope.folders.get(idIn(id));
  if (!folder || folder.corporationId !== corporationId) {
    throw new ApiError('ValidationException', field.message, { [field.name]: field.message });
  }
  return folder.id;
}

/** Changing what lies in a folder (the root: null) needs locations_edit there, or 403. */
export function requireEditIn(
  scope: UserScope,
  corporationId: number,
  folderId: number | null,
): void {
  if (!permissionsInFolder(scope, corporationId, folderId).has('locations_edit')) throw forbidden();
}
