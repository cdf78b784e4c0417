import { Checkbox, Fieldset, NativeSelect, SimpleGrid, Stack, Switch } from '@mantine/core';
import { REPORT_GRANULARITIES, REPORT_METRICS } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import type { ReportFormValues } from '../report-form';
import type { SectionProps } from './section-props';

/** What is measured and how finely: metrics, granularity, comparison with the previous period. */
export function MetricsSection({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('reports.form.measures')}>
      <Stack>
        <Checkbox.Group
          label={t('reports.form.metrics')}
          description={t('reports.form.metricsHint')}
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
          description={t('reports.form.comparisonHint')}
          checked={values.comparison}
          error={errors.comparison}
          onChange={(event) => set('comparison', event.currentTarget.checked)}
        />
      </Stack>
    </Fieldset>
  );
}
