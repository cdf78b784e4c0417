import { Fieldset, Group, NativeSelect, Radio, SimpleGrid, Stack } from '@mantine/core';
import { REPORT_ROLLING_DAYS } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import type { SectionProps } from './section-props';

/** The period: the last N days (ending today in each location's time zone) or fixed dates. */
export function PeriodSection({ values, errors, set }: SectionProps) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={t('reports.form.period')}>
      <Stack>
        <Radio.Group
          label={t('reports.form.periodKind')}
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
            description={t('reports.form.rollingHint')}
            value={values.rollingDays}
            onChange={(event) => set('rollingDays', event.currentTarget.value)}
            data={REPORT_ROLLING_DAYS.map((days) => ({
              value: String(days),
              label: t('reports.period.lastDays', { days, count: days }),
            }))}
          />
        ) : (
          <SimpleGrid cols={2}>
            <DateField
              label={t('reports.form.startDate')}
              value={values.startDate}
              error={errors.startDate}
              onChange={(next) => set('startDate', next)}
            />
            <DateField
              label={t('reports.form.endDate')}
              value={values.endDate}
              error={errors.endDate}
              onChange={(next) => set('endDate', next)}
            />
          </SimpleGrid>
        )}
      </Stack>
    </Fieldset>
  );
}
