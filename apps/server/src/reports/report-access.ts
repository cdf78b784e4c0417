// Who may see or change a report: it belongs to one corporation, and the caller needs the
// permission on every location it covers (its locations plus those beneath its folders, expanded
// now). A report of another corporation, or one covering a location the caller cannot see, is a
// 404; a visible one without the permission is a 403.
import type { AppContext } from '../app-context';
import type { AuthContext } from '../http/authenticate';
import { ApiError, forbidden, notFound } from '../http/errors';
import {
  folderSubtree,
  loadUserScope,
  permissionsAt,
  type UserScope,
} from '../organisation/access';
import { grants } from '../organisation/guards';
import { findReport, type ReportRow } from './report-store';

export type { ReportRow };
type LocationRow = UserScope['locations'] extends Map<number, infer L> ? L : never;

/** The locations a report covers: its own and every location beneath its folders, by id. */
export function coveredLocations(
  scope: UserScope,
  locationIds: readonly number[],
  folderIds: readonly number[],
): LocationRow[] {
  const ids = new Set(locationIds);
  for (const folderId of folderIds) {
    const subtree = folderSubtree(scope, folderId);
    for (const location of scope.locations.values()) {
      if (location.folderId !== null && subtree.has(location.folderId)) ids.add(location.id);
    }
  }
  return [...ids].flatMap((id) => scope.locations.get(id) ?? []).sort((a, b) => a.id - b.id);
}

/** Whether the caller holds `permission` on every covered location ('hidden': one is not even
 * visible to them). */
export function accessTo(
  scope: UserScope,
  covered: readonly LocationRow[],
  permission: string,
): 'ok' | 'forbidden' | 'hidden' {
  let verdict: 'ok' | 'forbidden' = 'ok';
  for (const location of covered) {
    const permissions = permissionsAt(scope, location);
    if (!permissions.has('locations_view')) return 'hidden';
    if (!grants(permissions, permission)) verdict = 'forbidden';
  }
  return verdict;
}

export type ReportAccess = { scope: UserScope; report: ReportRow; covered: LocationRow[] };

/** The report if it is the caller's to see, with the permission asked; 404 / 403 otherwise. */
export async function reportAccess(
  ctx: AppContext,
  auth: AuthContext,
  reportId: number,
  permission: 'reports_view' | 'reports_edit',
): Promise<ReportAccess> {
  const scope = await loadUserScope(ctx, auth.userId);
  const report = await findReport(ctx.db, reportId);
  if (!report || !scope.corporations.has(report.corporationId)) throw notFound('The report');
  const covered = coveredLocations(scope, report.locationIds, report.folderIds);
  const verdict = accessTo(scope, covered, 'reports_view');
  if (verdict === 'hidden' || verdict === 'forbidden') throw notFound('The report');
  if (permission !== 'reports_view' && accessTo(scope, covered, permission) !== 'ok') {
    throw forbidden();
  }
  return { scope, report, covered };
}

const invalid = (field: string, message: string) =>
  new ApiError('ValidationException', message, { [field]: message });

/** Checks a new or changed report's scope: every id exists for the caller, all in one
 * corporation, and the caller may edit reports on every covered location. Gives the corporation. */
export function checkReportScope(
  scope: UserScope,
  locationIds: readonly number[],
  folderIds: readonly number[],
): { corporationId: number; covered: LocationRow[] } {
  const corporationIds = new Set<number>();
  for (const id of folderIds) {
    const folder = scope.folders.get(id);
    if (!folder) throw invalid('folder_ids', 'Folder is not valid');
    corporationIds.add(folder.corporationId);
  }
  for (const id of locationIds) {
    const location = scope.locations.get(id);
    if (!location || !permissionsAt(scope, location).has('locations_view')) {
      throw notFound('The location');
    }
    corporationIds.add(location.corporationId);
  }
  if (corporationIds.size !== 1) {
    throw invalid('location_ids', 'All locations must belong to one corporation');
  }
  const covered = coveredLocations(scope, locationIds, folderIds);
  if (covered.length === 0) throw invalid('folder_ids', 'The folders hold no locations');
  const verdict = accessTo(scope, covered, 'reports_edit');
  if (verdict === 'hidden') throw notFound('The location');
  if (verdict === 'forbidden') throw forbidden();
  const [corporationId] = [...corporationIds] as [number];
  return { corporationId, covered };
}
