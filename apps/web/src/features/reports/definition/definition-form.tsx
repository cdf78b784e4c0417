import { Stack } from '@mantine/core';
import type { Folder, Report } from '@footfall/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReport, useUpdateReport } from '../../../api/reports';
import { ModalActions } from '../../../components/modal-actions';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import {
  checkForm,
  formErrorsOf,
  formValuesOf,
  requestOf,
  type ReportFormErrors,
  type ReportFormValues,
} from '../report-form';
import type { ScopeFolderOption, ScopeLocation } from '../report-scope';
import { GeneralSection } from './general-section';
import { MetricsSection } from './metrics-section';
import { PeriodSection } from './period-section';
import { ScheduleSection } from './schedule-section';
import { ScopeSection } from './scope-section';
import { FormNotices } from '../../../components/form-notices';

export interface DefinitionFormProps {
  /** The report to edit; without it a report is created. */
  report?: Report;
  locations: readonly ScopeLocation[];
  folders: readonly Folder[];
  folderOptions: readonly ScopeFolderOption[];
  onClose: () => void;
}

/** The report's definition in sections; checked here, then by the server (its 400 `fields`). */
export function DefinitionForm({
  report,
  locations,
  folders,
  folderOptions,
  onClose,
}: DefinitionFormProps) {
  const { t } = useTranslation();
  const create = useCreateReport();
  const update = useUpdateReport();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ReportFormValues>(() => formValuesOf(report));
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  // After a refused submit, keyboard users land on the first field to fix.
  useEffect(() => {
    if (attempt === 0) return;
    const form = formRef.current;
    if (!form) return;
    // Text inputs mark themselves invalid; a checkbox group shows its error on its wrapper.
    const invalid =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form
        .querySelector('.mantine-InputWrapper-error')
        ?.closest('.mantine-InputWrapper-root')
        ?.querySelector<HTMLElement>('input');
    invalid?.focus();
  }, [attempt, errors]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(values, {
      nameEmpty: t('reports.form.nameEmpty'),
      noLocation: t('reports.form.noLocation'),
      noMetric: t('reports.form.noMetric'),
      datesMissing: t('reports.form.datesMissing'),
      endBeforeStart: t('reports.form.endBeforeStart'),
      noRecipient: t('reports.form.noRecipient'),
    });
    setErrors(found);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      setAttempt((count) => count + 1);
      return;
    }
    const body = requestOf(values);
    try {
      if (report) await update.mutateAsync({ reportId: report.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (failed) {
      if (isApiError(failed) && failed.status === 400) setErrors(formErrorsOf(failed.fields));
      setFailure(failureMessage(failed, t));
      setAttempt((count) => count + 1);
    }
  };

  const sectionProps = { values, errors, set };
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <FormNotices failure={failure} />
        <GeneralSection {...sectionProps} />
        <ScopeSection
          {...sectionProps}
          locations={locations}
          folders={folders}
          folderOptions={folderOptions}
        />
        <MetricsSection {...sectionProps} />
        <PeriodSection {...sectionProps} />
        <ScheduleSection {...sectionProps} />
        <ModalActions
          submitLabel={report ? t('common.save') : t('reports.form.create')}
          onCancel={onClose}
          loading={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
