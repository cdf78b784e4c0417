// Making a report file (docs/product.md section 7, docs/reports.md "Generated files"): the request
// is checked for its kind and the caller's access first (planReportFile: the route answers 400 /
// 403 / 404 before choosing to work in the background), then the kind's builder reads the analytics
// modules into a ReportDocument and the renderer writes it as PDF, CSV or XLSX.
import {
  MAX_ANALYTICS_RANGE_DAYS,
  REPORT_FILE_CONTENT_TYPES,
  REPORT_FILE_MESSAGES,
  localDateOf,
  rangeLengthDays,
  type DateRange,
  type ReportFileKind,
} from '@footfall/core';
import { ApiError } from '../../http/errors';
import { reportAccess } from '../report-access';
import { periodRange } from '../report-results';
import { BUILDERS } from './builders';
import { boothsOf } from './builders/bubble-report';
import { dateFormatOf, requestLocationRange } from './builders/common';
import type { FileRequest } from './model';
import { renderDocument } from './render';
import { idIn } from '../../db/ids';

export type GeneratedFile = { fileName: string; contentType: string; body: Buffer };

export type GenerateInput = FileRequest & { reportProgress?: (fraction: number) => void };

/** What is known of a request once it is checked: who it is for and how much work it is. */
export type ReportFilePlan = {
  corporationId: number;
  organisation: string;
  /** The file name without its extension. */
  stem: string;
  /** Days x locations the builder reads (booths for a bubble report). */
  units: number;
  booths: number;
};

const invalid = (field: string, message: string) =>
  new ApiError('ValidationException', message, { [field]: message });

/** "Paris Opéra Store" -> "paris-opera-store" (ASCII, for file names). */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

function checkRange(range: DateRange) {
  if (range.end < range.start)
    throw invalid('dates.0.end_date', REPORT_FILE_MESSAGES.endBeforeStart);
  if (rangeLengthDays(range) > MAX_ANALYTICS_RANGE_DAYS)
    throw invalid(
      'dates.0.end_date',
      `A report file covers at most ${MAX_ANALYTICS_RANGE_DAYS} days`,
    );
}

const kindStem = (kind: ReportFileKind) => kind.replace('/', '-');
const rangeStem = (range: DateRange) =>
  range.start === range.end ? range.start : `${range.start}-${range.end}`;

/** Checks the request for its kind and the caller's access (400 / 403 / 404). */
export async function planReportFile(
  input: Pick<GenerateInput, 'ctx' | 'auth' | 'kind' | 'request'>,
): Promise<ReportFilePlan> {
  const { ctx, auth, kind, request } = input;
  const period = request.dates[0];
  if (kind === 'comparison-report') {
    if (!request.report_id) throw invalid('report_id', REPORT_FILE_MESSAGES.reportNeeded);
    const { scope, report, covered } = await reportAccess(
      ctx,
      auth,
      idIn(request.report_id),
      'reports_view',
    );
    const zone = covered[0]?.timezone ?? 'UTC';
    const own = periodRange(report.period, localDateOf(ctx.now().getTime(), zone));
    const range = { start: period?.start_date ?? own.start, end: period?.end_date ?? own.end };
    checkRange(range);
    return {
      corporationId: report.corporationId,
      organisation: scope.corporations.get(report.corporationId)?.name ?? '',
      stem: `${kindStem(kind)}-${slugOf(report.name, `report-${report.id}`)}-${rangeStem(range)}`,
      units: rangeLengthDays(range) * Math.max(1, covered.length),
      booths: 0,
    };
  }
  if (!request.location_id) throw invalid('location_id', REPORT_FILE_MESSAGES.locationNeeded);
  if (kind === 'event-daily' && (!period?.start_date || period.start_date !== period.end_date))
    throw invalid(
      period?.start_date ? 'dates.0.end_date' : 'dates.0.start_date',
      REPORT_FILE_MESSAGES.oneDay,
    );
  const { scope, location, range } = await requestLocationRange({ ctx, auth, request });
  checkRange(range);
  const booths = kind === 'bubble-report' ? boothsOf(scope, location.id).length : 0;
  if (kind === 'bubble-report' && booths === 0)
    throw invalid('location_id', 'The location has no booths: choose a show with booths');
  return {
    corporationId: location.corporationId,
    organisation: scope.corporations.get(location.corporationId)?.name ?? '',
    stem: `${kindStem(kind)}-${slugOf(location.name ?? '', `location-${location.id}`)}-${rangeStem(range)}`,
    units: rangeLengthDays(range) * Math.max(1, booths),
    booths,
  };
}

/** Builds and renders a checked request. Builder progress is 0..0.9, rendering the rest. */
export async function renderReportFile(
  input: GenerateInput,
  plan: ReportFilePlan,
): Promise<GeneratedFile> {
  const report = input.reportProgress ?? (() => {});
  const doc = await BUILDERS[input.kind]({
    ctx: input.ctx,
    auth: input.auth,
    log: input.log,
    kind: input.kind,
    request: input.request,
    reportProgress: (fraction) => report(Math.min(1, Math.max(0, fraction)) * 0.9),
  });
  doc.organisation = plan.organisation;
  doc.dateFormat = dateFormatOf(input.request);
  const rendered = await renderDocument(doc, input.request.file_format);
  report(1);
  return {
    fileName: `${plan.stem}.${rendered.extension}`,
    contentType: rendered.contentType || REPORT_FILE_CONTENT_TYPES[input.request.file_format],
    body: rendered.body,
  };
}

export async function generateReportFile(input: GenerateInput): Promise<GeneratedFile> {
  return renderReportFile(input, await planReportFile(input));
}
