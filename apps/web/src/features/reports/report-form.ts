import {
  REPORT_METRICS,
  type Report,
  type ReportCreateRequest,
  type ReportMetric,
} from '@footfall/core';

type Granularity = Report['granularity'];
type Frequency = Report['schedule']['frequency'];

/** What the form edits: texts as typed, turned into a request on submit. */
export interface ReportFormValues {
  name: string;
  description: string;
  locationIds: string[];
  /** Expanded by the server at every run: a location added to a folder later joins the report. */
  folderIds: string[];
  metrics: ReportMetric[];
  periodKind: 'rolling' | 'fixed';
  rollingDays: string;
  startDate: string;
  endDate: string;
  granularity: Granularity;
  comparison: boolean;
  frequency: Frequency;
  /** E-mail addresses separated by commas, semicolons, spaces or lines. */
  recipients: string;
}

export const REPORT_FORM_FIELDS = [
  'name',
  'description',
  'locationIds',
  'folderIds',
  'metrics',
  'period',
  'startDate',
  'endDate',
  'granularity',
  'comparison',
  'frequency',
  'recipients',
] as const;
export type ReportFormField = (typeof REPORT_FORM_FIELDS)[number];
export type ReportFormErrors = Partial<Record<ReportFormField, string>>;

export function formValuesOf(report?: Report): ReportFormValues {
  const period = report?.period;
  return {
    name: report?.name ?? '',
    description: report?.description ?? '',
    locationIds: report?.location_ids ?? [],
    folderIds: report?.folder_ids ?? [],
    metrics: report?.metrics ?? ['visitors'],
    periodKind: period?.kind ?? 'rolling',
    rollingDays: String(period?.kind === 'rolling' ? period.days : 30),
    startDate: period?.kind === 'fixed' ? period.start_date : '',
    endDate: period?.kind === 'fixed' ? period.end_date : '',
    granularity: report?.granularity ?? 'day',
    comparison: report?.comparison ?? false,
    frequency: report?.schedule.frequency ?? 'none',
    recipients: report?.schedule.recipients.join(', ') ?? '',
  };
}

export function parseRecipients(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The POST/PUT body of the form's values, in the metrics' canonical order. */
export function requestOf(values: ReportFormValues): ReportCreateRequest {
  return {
    name: values.name.trim(),
    // The update replaces the whole report: an emptied description is sent as null.
    description: values.description.trim() === '' ? null : values.description.trim(),
    location_ids: values.locationIds,
    folder_ids: values.folderIds,
    metrics: REPORT_METRICS.filter((metric) => values.metrics.includes(metric)),
    period:
      values.periodKind === 'rolling'
        ? { kind: 'rolling', days: Number(values.rollingDays) as 7 | 14 | 30 | 90 }
        : { kind: 'fixed', start_date: values.startDate, end_date: values.endDate },
    granularity: values.granularity,
    comparison: values.comparison,
    schedule: {
      frequency: values.frequency,
      recipients: values.frequency === 'none' ? [] : parseRecipients(values.recipients),
    },
  };
}

/** The body that duplicates a report under `name` ("Copy of Weekly stores"). */
export function duplicateRequestOf(report: Report, name: string): ReportCreateRequest {
  return {
    name,
    description: report.description ?? undefined,
    location_ids: report.location_ids,
    folder_ids: report.folder_ids,
    metrics: report.metrics,
    period: report.period,
    granularity: report.granularity,
    comparison: report.comparison,
    schedule: report.schedule,
  };
}

function fieldOf(path: string): ReportFormField | null {
  if (path === 'name') return 'name';
  if (path === 'description') return 'description';
  if (path.startsWith('location_ids')) return 'locationIds';
  if (path.startsWith('folder_ids')) return 'folderIds';
  if (path.startsWith('metrics')) return 'metrics';
  if (path === 'period.start_date') return 'startDate';
  if (path === 'period.end_date') return 'endDate';
  if (path.startsWith('period')) return 'period';
  if (path === 'granularity') return 'granularity';
  if (path === 'comparison') return 'comparison';
  if (path.startsWith('schedule.recipients')) return 'recipients';
  if (path.startsWith('schedule')) return 'frequency';
  return null;
}

/** The server's per-field messages (keyed by request path) under the form's fields. */
export function formErrorsOf(fields: Readonly<Record<string, string>>): ReportFormErrors {
  const errors: ReportFormErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOf(path);
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** The checks done before asking the server; `label(field)` names fields in messages. */
export function checkForm(
  values: ReportFormValues,
  messages: {
    nameEmpty: string;
    noLocation: string;
    noMetric: string;
    datesMissing: string;
    endBeforeStart: string;
    noRecipient: string;
  },
): ReportFormErrors {
  const errors: ReportFormErrors = {};
  if (values.name.trim() === '') errors.name = messages.nameEmpty;
  if (values.locationIds.length === 0 && values.folderIds.length === 0) {
    errors.locationIds = messages.noLocation;
  }
  if (values.metrics.length === 0) errors.metrics = messages.noMetric;
  if (values.periodKind === 'fixed') {
    if (!values.startDate) errors.startDate = messages.datesMissing;
    if (!values.endDate) errors.endDate = messages.datesMissing;
    else if (values.startDate && values.endDate < values.startDate) {
      errors.endDate = messages.endBeforeStart;
    }
  }
  if (values.frequency !== 'none' && parseRecipients(values.recipients).length === 0) {
    errors.recipients = messages.noRecipient;
  }
  return errors;
}
