import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Radio,
  ScrollArea,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  REPORT_FREQUENCIES,
  REPORT_GRANULARITIES,
  REPORT_METRICS,
  REPORT_ROLLING_DAYS,
  type Location,
  type Report,
} from '@footfall/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateReport, useUpdateReport } from '../../api/reports';
import { isApiError } from '../../lib/http/api-error';
import { failureMessage } from '../../lib/http/failure-message';
import {
  checkForm,
  formErrorsOf,
  formValuesOf,
  requestOf,
  type ReportFormErrors,
  type ReportFormValues,
} from './report-form';

interface ReportFormModalProps {
  /** The report to edit; without it a report is created. */
  report?: Report;
  /** The locations the user may see. */
  locations: readonly Pick<Location, 'id' | 'name'>[];
  onClose: () => void;
}

/** Creates or edits a saved report: scope, metrics, period, granularity and schedule. */
export function ReportFormModal({ report, locations, onClose }: ReportFormModalProps) {
  const { t } = useTranslation();
  const create = useCreateReport();
  const update = useUpdateReport();
  const [values, setValues] = useState<ReportFormValues>(() => formValuesOf(report));
  const [errors, setErrors] = useState<ReportFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ReportFormValues>(key: K, value: ReportFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

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
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    const body = requestOf(values);
    try {
      if (report) await update.mutateAsync({ reportId: report.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (failed) {
      if (isApiError(failed) && failed.status === 400) setErrors(formErrorsOf(failed.fields));
      setFailure(failureMessage(failed, t));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        report ? t('reports.form.editTitle', { name: report.name }) : t('reports.form.newTitle')
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <TextInput
            label={t('reports.form.name')}
            required
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(event) => set('name', event.currentTarget.value)}
          />
          <Checkbox.Group
            label={t('reports.form.locations')}
            description={t('reports.form.locationsHint')}
            value={values.locationIds}
            onChange={(ids) => set('locationIds', ids)}
            error={errors.locationIds}
          >
            <ScrollArea.Autosize mah={160} mt="xs">
              <Stack gap={6}>
                {locations.map((location) => (
                  <Checkbox key={location.id} value={location.id} label={location.name} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
          <Checkbox.Group
            label={t('reports.form.metrics')}
            value={values.metrics}
            onChange={(metrics) => set('metrics', metrics as ReportFormValues['metrics'])}
            error={errors.metrics}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing={6}>
              {REPORT_METRICS.map((metric) => (
                <Checkbox key={metric} value={metric} label={t(`reports.metrics.${metric}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Radio.Group
            label={t('reports.form.period')}
            value={values.periodKind}
            onChange={(kind) => set('periodKind', kind === 'fixed' ? 'fixed' : 'rolling')}
            error={errors.period}
          >
            <Group mt="xs">
              <Radio value="rolling" label={t('reports.form.rolling')} />
              <Radio value="fixed" label={t('reports.form.fixed')} />
            </Group>
          </Radio.Group>
          {values.periodKind === 'rolling' ? (
            <NativeSelect
              label={t('reports.form.rollingDays')}
              value={values.rollingDays}
              onChange={(event) => set('rollingDays', event.currentTarget.value)}
              data={REPORT_ROLLING_DAYS.map((days) => ({
                value: String(days),
                label: t('reports.period.lastDays', { days }),
              }))}
            />
          ) : (
            <SimpleGrid cols={2}>
              <TextInput
                type="date"
                label={t('reports.form.startDate')}
                value={values.startDate}
                error={errors.startDate}
                onChange={(event) => set('startDate', event.currentTarget.value)}
              />
              <TextInput
                type="date"
                label={t('reports.form.endDate')}
                value={values.endDate}
                error={errors.endDate}
                onChange={(event) => set('endDate', event.currentTarget.value)}
              />
            </SimpleGrid>
          )}
          <NativeSelect
            label={t('reports.form.granularity')}
            value={values.granularity}
            error={errors.granularity}
            onChange={(event) =>
              set('granularity', event.currentTarget.value as ReportFormValues['granularity'])
            }
            data={REPORT_GRANULARITIES.map((granularity) => ({
              value: granularity,
              label: t(`reports.granularities.${granularity}`),
            }))}
          />
          <Switch
            label={t('reports.form.comparison')}
            checked={values.comparison}
            error={errors.comparison}
            onChange={(event) => set('comparison', event.currentTarget.checked)}
          />
          <NativeSelect
            label={t('reports.form.frequency')}
            value={values.frequency}
            error={errors.frequency}
            onChange={(event) =>
              set('frequency', event.currentTarget.value as ReportFormValues['frequency'])
            }
            data={REPORT_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`reports.frequencies.${frequency}`),
            }))}
          />
          {values.frequency !== 'none' && (
            <Textarea
              label={t('reports.form.recipients')}
              description={t('reports.form.recipientsHint')}
              autosize
              minRows={2}
              value={values.recipients}
              error={errors.recipients}
              onChange={(event) => set('recipients', event.currentTarget.value)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {report ? t('common.save') : t('reports.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
