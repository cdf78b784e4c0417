// One row of the main dashboard per location: its place in the organisation, where its dashboard
// is, and its headline figures for the range, each either a number or the reason it has none.
import {
  availableMetrics,
  dashboardPath,
  locationDisplayName,
  normalizeLocationServices,
  type DoorCounterResponse,
  type FootTrafficResponse,
  type Location,
  type LocationType,
  type Metric,
  type MetricChange,
  type ServiceTier,
} from '@footfall/core';
import { basisOf, type FigureBasis } from '../dashboards/shared/figure-basis';

/** A query's state as the rows need it; `skipped` when nothing was asked (the tier offers no
 * metric that endpoint answers). */
export type Fetched<T> =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'skipped' }
  | { status: 'success'; data: T };

/** Why a figure is missing by the location's tier and services (docs/product.md section 3). */
export type MissingReason =
  { kind: 'tier'; tier: ServiceTier } | { kind: 'metric'; metric: Exclude<Metric, 'HEATMAP'> };

export type FigureCell =
  /** `basis`: a Wi-Fi estimate with its band, or a door count (issue 19), where the API says. */
  | { kind: 'value'; value: number; basis?: FigureBasis }
  /** Answered without a figure: a rate whose denominator is 0. */
  | { kind: 'none' }
  /** The trend: the API's change of visitors (core's catalogue rule). */
  | { kind: 'change'; change: MetricChange }
  /** The trend when the comparison period holds far less data than the selection. */
  | { kind: 'notComparable' }
  | { kind: 'unavailable'; reason: MissingReason }
  | { kind: 'loading' }
  | { kind: 'error' };

export const FIGURE_KEYS = ['visitors', 'walkBys', 'captureRate', 'walkIns', 'trend'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export interface OverviewRow {
  id: string;
  name: string;
  type: LocationType;
  service: ServiceTier;
  folderId: string;
  /** A booth's show (its figures hold the booth's people); null for any other location. */
  parentId: string | null;
  /** The dashboard route; null for a mall. */
  path: string | null;
  figures: Record<FigureKey, FigureCell>;
}

// The metrics each figure needs; capture rate needs both visitors and walk-bys.
const NEEDS: Record<FigureKey, readonly Exclude<Metric, 'HEATMAP'>[]> = {
  visitors: ['FOOTTRAFFIC'],
  walkBys: ['WALK-BY'],
  captureRate: ['FOOTTRAFFIC', 'WALK-BY'],
  walkIns: ['WALK-IN'],
  trend: ['FOOTTRAFFIC'],
};

/** The first reason a figure cannot be shown at this location, or null when it can. */
export function missingReason(location: Location, key: FigureKey): MissingReason | null {
  // The tier is the location's own `service`; the services list adds its tag and sensor services.
  const services = normalizeLocationServices({ ...location.services, service: location.service });
  const offered = availableMetrics(services);
  // As core's unavailableMetrics words it: a tier without analytics says so; a LITE or PLUS
  // location names the service it lacks.
  if (services.service !== 'PLUS' && services.service !== 'LITE')
    return { kind: 'tier', tier: services.service };
  const metric = NEEDS[key].find((needed) => !offered.includes(needed));
  return metric ? { kind: 'metric', metric } : null;
}

/** Whether the location's tier offers anything the endpoint answers, i.e. whether to ask. */
export function wantsFootTraffic(location: Location): boolean {
  return (
    missingReason(location, 'visitors') === null || missingReason(location, 'walkBys') === null
  );
}

export function wantsDoorCounter(location: Location): boolean {
  return missingReason(location, 'walkIns') === null;
}

/** The trend cell: the API's change of visitors, or why there is none. */
function trendCell(answer: Fetched<FootTrafficResponse>): FigureCell {
  if (answer.status !== 'success') return fromAnswer(answer, () => null);
  const change = answer.data.comparison?.changes.visitors;
  if (!change) return { kind: 'none' };
  if (change.reason === 'not_comparable') return { kind: 'notComparable' };
  return change.value === null ? { kind: 'none' } : { kind: 'change', change };
}

function fromAnswer<T>(
  answer: Fetched<T>,
  pick: (data: T) => number | null | undefined,
): FigureCell {
  switch (answer.status) {
    case 'pending':
      return { kind: 'loading' };
    case 'error':
      return { kind: 'error' };
    case 'skipped':
      return { kind: 'none' };
    case 'success': {
      const value = pick(answer.data);
      return value === null || value === undefined ? { kind: 'none' } : { kind: 'value', value };
    }
  }
}

/** A figure's cell with what the answer says the figure rests on. */
function withBasis(
  cell: FigureCell,
  figure: string,
  answer: Fetched<FootTrafficResponse | DoorCounterResponse>,
): FigureCell {
  const basis = answer.status === 'success' ? basisOf(figure, answer.data) : null;
  return cell.kind === 'value' && basis ? { ...cell, basis } : cell;
}

export function overviewRow(
  location: Location,
  footTraffic: Fetched<FootTrafficResponse>,
  doorCounter: Fetched<DoorCounterResponse>,
): OverviewRow {
  const answers: Record<FigureKey, () => FigureCell> = {
    visitors: () =>
      withBasis(
        fromAnswer(footTraffic, (data) => data.totals.visitors),
        'visitors',
        footTraffic,
      ),
    walkBys: () => fromAnswer(footTraffic, (data) => data.totals.walk_bys),
    captureRate: () => fromAnswer(footTraffic, (data) => data.totals.capture_rate),
    walkIns: () =>
      withBasis(
        fromAnswer(doorCounter, (data) => data.totals.walk_ins),
        'walk_ins',
        doorCounter,
      ),
    trend: () => trendCell(footTraffic),
  };
  const figures = Object.fromEntries(
    FIGURE_KEYS.map((key) => {
      const reason = missingReason(location, key);
      return [key, reason ? { kind: 'unavailable', reason } : answers[key]()];
    }),
  ) as Record<FigureKey, FigureCell>;
  return {
    id: location.id,
    name: locationDisplayName(location.name),
    type: location.type,
    service: location.service,
    folderId: location.folder_id,
    parentId: location.parent_id,
    path: dashboardPath(location),
    figures,
  };
}
