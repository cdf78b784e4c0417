import type { Location, Report } from '@footfall/core';
import type { TFunction } from 'i18next';
import { describeLastRun, describePeriod, describeSchedule } from './report-descriptions';
import { DELIVERY_ORDER, deliveryView, type DeliveryView } from './report-delivery';
import { matchesSearch } from './text-search';

export interface ReportRow {
  report: Report;
  name: string;
  locations: string;
  period: string;
  /** Days covered, for sorting: rolling days or the fixed period's start. */
  periodSortKey: string;
  schedule: string;
  lastRun: string;
  statusText: string;
  delivery: DeliveryView;
}

export const REPORT_SORT_KEYS = ['name', 'locations', 'period', 'schedule', 'lastRun'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];
export interface ReportSort {
  key: ReportSortKey;
  direction: 'asc' | 'desc';
}

/** The names of the report's locations the user may see, then its folders by path (or their
 * count while the folders are not known). */
export function locationsText(
  report: Report,
  locations: readonly Pick<Location, 'id' | 'name'>[],
  t: TFunction,
  folderLabels?: ReadonlyMap<string, string>,
): string {
  const names = new Map(locations.map((location) => [location.id, location.name]));
  const parts = report.location_ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [name];
  });
  const named = report.folder_ids.flatMap((id) => {
    const label = folderLabels?.get(id);
    return label === undefined ? [] : [t('reports.folderNamed', { name: label })];
  });
  if (named.length === report.folder_ids.length) parts.push(...named);
  else parts.push(t('reports.folders', { count: report.folder_ids.length }));
  return parts.length === 0 ? t('reports.noLocations') : parts.join(', ');
}

export function reportRows(
  reports: readonly Report[],
  locations: readonly Pick<Location, 'id' | 'name'>[],
  locale: string,
  t: TFunction,
  folderLabels?: ReadonlyMap<string, string>,
): ReportRow[] {
  return reports.map((report) => ({
    report,
    name: report.name,
    locations: locationsText(report, locations, t, folderLabels),
    period: describePeriod(report.period, locale, t),
    periodSortKey:
      report.period.kind === 'rolling'
        ? `0-${String(report.period.days).padStart(3, '0')}`
        : `1-${report.period.start_date}-${report.period.end_date}`,
    schedule: describeSchedule(report.schedule, t),
    lastRun: describeLastRun(report.last_run_at, locale, t),
    statusText: t(`reports.status.${report.last_status}`),
    delivery: deliveryView(report, locale, t),
  }));
}

/** The rows whose name, locations, period or schedule contain every word of the query. */
export function searchRows(rows: readonly ReportRow[], query: string): ReportRow[] {
  return rows.filter((row) =>
    matchesSearch(
      [row.name, row.locations, row.period, row.schedule, row.statusText, row.delivery.label],
      query,
    ),
  );
}

function compare(a: ReportRow, b: ReportRow, key: ReportSortKey, collator: Intl.Collator): number {
  switch (key) {
    case 'lastRun': {
      // Never-run reports come after every run.
      const left = a.report.last_run_at ?? '';
      const right = b.report.last_run_at ?? '';
      if (left === right) return 0;
      if (left === '') return 1;
      if (right === '') return -1;
      return left < right ? -1 : 1;
    }
    case 'schedule':
      // By the latest mailing: the ones that need attention first.
      return DELIVERY_ORDER[a.delivery.state] - DELIVERY_ORDER[b.delivery.state];
    case 'period':
      return a.periodSortKey < b.periodSortKey ? -1 : a.periodSortKey > b.periodSortKey ? 1 : 0;
    default:
      return collator.compare(a[key], b[key]);
  }
}

/** The rows in the chosen order, ties broken by name. */
export function sortRows(
  rows: readonly ReportRow[],
  sort: ReportSort,
  locale: string,
): ReportRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort(
    (a, b) => sign * compare(a, b, sort.key, collator) || collator.compare(a.name, b.name),
  );
}

/** Clicking a column: the same one flips the direction, another sorts ascending. */
export function nextSort(current: ReportSort, key: ReportSortKey): ReportSort {
  if (current.key === key) {
    return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key, direction: 'asc' };
}
