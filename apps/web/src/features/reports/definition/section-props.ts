import type { ReportFormErrors, ReportFormValues } from '../report-form';

/** What every section of the definition form receives. */
export interface SectionProps {
  values: ReportFormValues;
  errors: ReportFormErrors;
  set: <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) => void;
}
