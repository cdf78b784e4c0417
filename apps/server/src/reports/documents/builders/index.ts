// Which builder makes which kind of file (core REPORT_FILE_KINDS).
import type { ReportFileKind } from '@footfall/core';
import type { DocumentBuilder } from '../model';
import { buildBubbleReport } from './bubble-report';
import { buildComparisonReport } from './comparison-report';
import { buildEventAwareness } from './event-awareness';
import { buildEventDaily } from './event-daily';
import { buildEventFootTraffic } from './event-foot-traffic';
import { buildRetailReport } from './retail-report';

export const BUILDERS: Record<ReportFileKind, DocumentBuilder> = {
  'event-daily': buildEventDaily,
  'event-report/foot-traffic': buildEventFootTraffic,
  'event-report/awareness': buildEventAwareness,
  'retail-report': buildRetailReport,
  'comparison-report': buildComparisonReport,
  'bubble-report': buildBubbleReport,
};
