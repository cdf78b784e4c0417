import { Fieldset, NativeSelect, Stack, Textarea } from '@mantine/core';
import { REPORT_FREQUENCIES } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import type { ReportFormValues } from '../report-form';
import type { SectionProps } from './section-props';

/** Mailing: how often (in the location's time zone) and to whom. */
export function ScheduleSection({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('reports.form.delivery')}>
      <Stack>
        <NativeSelect
          label={t('reports.form.frequency')}
          description={t('reports.form.frequencyHint')}
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
      </Stack>
    </Fieldset>
  );
}
