// A report document: what a generated file says, independent of the file format. Builders
// (builders/<kind>.ts) read the analytics modules and produce one; renderers (render/) turn it into
// PDF, CSV or XLSX, so the three formats always carry the same figures.
import type { MetricChange } from '@footfall/core';
import type {
  ReportDateFormat,
  ReportFileFormat,
  ReportFileKind,
  ReportFileRequest,
  Locale,
} from '@footfall/core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { AuthContext } from '../../http/authenticate';

/** How a number is written: counts with grouping, percentages from a 0..1 ratio, durations in s. */
export type NumberStyle = 'count' | 'decimal' | 'percent' | 'duration';

/**
 * One table cell or KPI value. Text is written as is; numbers and dates are formatted by the
 * renderer in the requester's locale and date format (a null number is "—" / an empty cell).
 */
export type DocumentValue =
  | string
  | { kind: 'number'; value: number | null; style: NumberStyle }
  | { kind: 'date'; value: string };

export type DocumentColumn = { title: string; align?: 'left' | 'right' };

export type KpiItem = {
  label: string;
  value: DocumentValue;
  /** The change against the comparison period, as the analytics answer gives it (core's
   * MetricChange: relative for counts and durations, points for rates), when there is one. */
  change?: MetricChange | null;
  /** A short word under the value, e.g. a quality grade. */
  note?: string;
};

/**
 * A chart as a plain ECharts option (no functions: it is rendered to SVG on the server). The
 * renderer adds the palette, fonts and `animation: false`.
 */
export type ChartSpec = { option: Record<string, unknown>; height?: number };

export type DocumentSection =
  | { kind: 'kpis'; title: string; items: KpiItem[] }
  | { kind: 'chart'; title: string; chart: ChartSpec; description?: string }
  /** `name` names the CSV block / XLSX sheet (short, unique within the document). */
  | {
      kind: 'table';
      title: string;
      name: string;
      columns: DocumentColumn[];
      rows: DocumentValue[][];
    }
  | { kind: 'text'; title?: string; paragraphs: string[] };

export type ReportDocument = {
  /** e.g. "Retail report" */
  title: string;
  /** e.g. the location's name and the period, already written for the reader. */
  subtitle: string;
  /** The organisation's (corporation's) name, on every page. */
  organisation: string;
  generatedAt: Date;
  locale: Locale;
  dateFormat: ReportDateFormat;
  /** The IANA zone the figures are in (written in the footer). */
  timezone: string;
  sections: DocumentSection[];
  /** How the figures were computed, written at the end ("About these figures"). */
  explanations: string[];
};

export type RenderedFile = { body: Buffer; contentType: string; extension: ReportFileFormat };

/** A file asked for: its kind and request, who asks, and where it is made. */
export type FileRequest = {
  ctx: AppContext;
  auth: AuthContext;
  log: FastifyBaseLogger;
  kind: ReportFileKind;
  request: ReportFileRequest;
};

/** Everything a builder is handed. `reportProgress` takes 0..1 for the building part. */
export type BuildInput = FileRequest & { reportProgress: (fraction: number) => void };

export type DocumentBuilder = (input: BuildInput) => Promise<ReportDocument>;
