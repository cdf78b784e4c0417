// What every builder shares: the location and period a request is about (default: the last 30
// days to today in the location's zone), an analytics scope opened exactly as the saved reports'
// results open it (permission reports_view), and small writers for values and sentences.
import {
  addDays,
  NOT_COMPARABLE_TEXT,
  type NotComparableReason,
  defaultReportDateFormat,
  formatReportDate,
  localDateOf,
  rangeLengthDays,
  type AnalyticsQuery,
  type DateRange,
  type Granularity,
  type Locale,
  type ReportDateFormat,
  type ReportFileRequest,
  type UnavailableMetric,
  numberFormat,
} from '@footfall/core';
import { footTraffic } from '../../../analytics/foot-traffic';
import { analyticsScope, type AnalyticsScope } from '../../../analytics/scope';
import { ApiError } from '../../../http/errors';
import { locationAccess } from '../../../organisation/guards';
import type { BuildInput, DocumentValue, NumberStyle, ReportDocument } from '../model';
import { textsFor, type ReportTexts } from '../texts';
import { idIn } from '../../../db/ids';

/** Days a request without start/end covers, ending today (the location's zone). */
export const DEFAULT_FILE_DAYS = 30;

export type LocationRow = Awaited<ReturnType<typeof locationAccess>>['location'];

/** The request's location (404 when not visible, 403 without reports_view). */
export async function requestLocation(input: Pick<BuildInput, 'ctx' | 'auth' | 'request'>) {
  const text = input.request.location_id;
  if (!text || !Number.isInteger(idIn(text))) {
    throw new ApiError('ValidationException', 'Choose a location', {
      location_id: 'Choose a location',
    });
  }
  return locationAccess(input.ctx, input.auth, idIn(text), 'reports_view');
}

/** The request's location with its date range in the location's time zone. */
export async function requestLocationRange(input: Pick<BuildInput, 'ctx' | 'auth' | 'request'>) {
  const access = await requestLocation(input);
  const range = requestRange(input.request, access.location.timezone, input.ctx.now());
  return { ...access, range };
}

/** The request's local date range, or the default one ending today in `timeZone`. */
export function requestRange(request: ReportFileRequest, timeZone: string, now: Date): DateRange {
  const period = request.dates[0];
  const today = localDateOf(now.getTime(), timeZone);
  const end =
    period?.end_date ??
    (period?.start_date && period.start_date > today ? period.start_date : today);
  const start = period?.start_date ?? addDays(end, 1 - DEFAULT_FILE_DAYS);
  return { start, end };
}

export const rangeDays = (range: DateRange) => rangeLengthDays(range);

/** An analytics scope of one location over `range`, as GET /api/v1/locations/{id}/... opens it. */
export function openScope(
  input: BuildInput,
  locationId: number,
  range: DateRange,
  granularity: Granularity,
  compare = false,
): Promise<AnalyticsScope> {
  const query: AnalyticsQuery = {
    start_date: range.start,
    end_date: range.end,
    granularity,
    compare,
    business_hours: false,
  };
  return analyticsScope(input.ctx, input.auth, input.log, locationId, query, {
    permission: 'reports_view',
  });
}

/** The request's location and range with the location's foot traffic per day, and the scope it
 * was read with (for the document's other figures). */
export async function dailyTraffic(input: BuildInput) {
  const { location, range } = await requestLocationRange(input);
  const scope = await openScope(input, location.id, range, 'day');
  return { location, range, scope, traffic: await footTraffic(scope) };
}

export const dateFormatOf = (request: ReportFileRequest): ReportDateFormat =>
  request.dates[0]?.format ?? defaultReportDateFormat(request.locale);

/** Writers bound to the request's locale and date format. */
export function writers(request: ReportFileRequest) {
  const locale: Locale = request.locale;
  const format = dateFormatOf(request);
  const counts = numberFormat(locale, 'whole');
  const decimals = numberFormat(locale, 'decimal');
  const percents = numberFormat(locale, 'percent');
  const hours = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  const weekdays = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return {
    locale,
    format,
    texts: textsFor(locale),
    /** A date as the file writes it (charts and sentences; table cells use date values). */
    date: (day: string) => formatReportDate(day, format, locale),
    /** A count inside a sentence. */
    count: (value: number) => counts.format(value),
    decimal: (value: number) => decimals.format(value),
    /** A 0..1 rate inside a sentence ("8.4%", "8,4 %"). */
    percent: (rate: number) => percents.format(rate),
    /** A local wall-clock hour, "09:00" / "09:00 AM". */
    hour: (hour: number) => hours.format(new Date(Date.UTC(2024, 0, 1, hour))),
    /** 0 = Monday (the analytics API's weekdays). */
    weekday: (weekday: number) => {
      const name = weekdays.format(new Date(Date.UTC(2024, 0, 1 + weekday)));
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    },
  };
}
export type Writers = ReturnType<typeof writers>;

export const num = (value: number | null | undefined, style: NumberStyle): DocumentValue => ({
  kind: 'number',
  value: value ?? null,
  style,
});
export const count = (value: number | null | undefined) => num(value, 'count');
export const percent = (value: number | null | undefined) => num(value, 'percent');
export const duration = (value: number | null | undefined) => num(value, 'duration');
export const decimal = (value: number | null | undefined) => num(value, 'decimal');
export const date = (value: string): DocumentValue => ({ kind: 'date', value });

/** Walk-bys + visitors; null unless both are offered (as the web's event pages). */
export function impressionsOf(figures: { walk_bys: number | null; visitors: number | null }) {
  if (figures.walk_bys === null || figures.visitors === null) return null;
  return figures.walk_bys + figures.visitors;
}

/** Why each metric the tier does not offer is missing, in the reader's language. */
export function unavailableTexts(texts: ReportTexts, unavailable: readonly UnavailableMetric[]) {
  const said = new Set<string>();
  for (const item of unavailable) {
    if (/offers no analytics metrics/i.test(item.reason)) said.add(texts.unavailable.noAnalytics);
    else if (item.metric === 'WALK-IN') said.add(texts.unavailable.walkIn);
    else if (item.metric === 'WALK-BY') said.add(texts.unavailable.walkBy);
    else if (item.metric === 'FOOTTRAFFIC') said.add(texts.unavailable.footTraffic);
  }
  return [...said];
}

/** What the changes compare with, or why a document shows none (core's comparable rule). */
export function comparisonNotes(
  write: Writers,
  comparison: {
    start_date: string;
    end_date: string;
    averaged: boolean;
    comparable: boolean;
    not_comparable_reason: NotComparableReason | null;
  } | null,
): string[] {
  if (!comparison) return [];
  const start = write.date(comparison.start_date);
  const end = write.date(comparison.end_date);
  if (!comparison.comparable)
    return [
      NOT_COMPARABLE_TEXT[write.locale](`${start} – ${end}`, comparison.not_comparable_reason),
    ];
  return [write.texts.explain.comparison(start, end, comparison.averaged)];
}

/** Why FQV is blank where a location's visitors are counted: it has no areas (core's fqvFigure). */
export function fqvNotes(
  write: Writers,
  totals: readonly { visitors: number | null; fqv: number | null }[],
): string[] {
  const blank = totals.some((figures) => figures.visitors !== null && figures.fqv === null);
  return blank ? [write.texts.explain.fqvNoAreas] : [];
}

/** Hours without data, days still being computed and the time zone, said at the end of every
 * document. */
export function dataNotes(write: Writers, scope: AnalyticsScope, completeness: HoursCompleteness) {
  const notes: string[] = [];
  if (completeness.hours_without_data > 0) {
    notes.push(
      write.texts.explain.dataGaps(
        write.count(completeness.hours_without_data),
        write.count(completeness.hours_in_range),
        completeness.hours_without_data,
        completeness.hours_in_range,
      ),
    );
  }
  if (completeness.pending_days > 0) {
    const pending = completeness.pending_days;
    notes.push(write.texts.explain.pendingDays(write.count(pending), pending));
  }
  notes.push(write.texts.explain.timezone(scope.timeZone));
  return notes;
}
export type HoursCompleteness = {
  hours_in_range: number;
  hours_without_data: number;
  pending_days: number;
};

/** The document's frame; generate.ts fills in the organisation. */
export function documentFrame(
  input: BuildInput,
  parts: Pick<ReportDocument, 'title' | 'subtitle' | 'timezone' | 'sections' | 'explanations'>,
): ReportDocument {
  return {
    ...parts,
    organisation: '',
    generatedAt: input.ctx.now(),
    locale: input.request.locale,
    dateFormat: dateFormatOf(input.request),
  };
}

export const locationName = (location: LocationRow) => location.name ?? `#${location.id}`;

/** "<location>, <start> to <end>": the subtitle of a document over a date range. */
export const rangeSubtitle = (write: Writers, location: LocationRow, range: DateRange) =>
  write.texts.subtitle(locationName(location), write.date(range.start), write.date(range.end));
