import { numberFormat } from '@footfall/core';
import type { Completeness, UnavailableMetric } from '@footfall/core';
import { Alert, List, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { summarizeCompleteness, unavailableReasonKey } from './completeness';

// A dark orange with 5.2:1 against white (Mantine's orange.9 has 4.3:1, under AA for text).
const WARNING_TEXT = '#c2410c';

interface ChartCardNotesProps {
  completeness?: Completeness | null;
  unavailable?: readonly UnavailableMetric[];
}

/**
 * Below a chart: how complete its data is (when anything is missing) and the metrics the location
 * does not offer, with the reason.
 */
export function ChartCardNotes({ completeness, unavailable = [] }: ChartCardNotesProps) {
  const { t, i18n } = useTranslation();
  const numbers = numberFormat(i18n.language, 'whole');
  const summary = completeness ? summarizeCompleteness(completeness) : null;

  return (
    <>
      {summary?.partial && (
        <Tooltip label={completeness?.note} multiline w={320} disabled={!completeness?.note}>
          <Text
            size="xs"
            c={summary.serious ? WARNING_TEXT : 'gray.7'}
            mt="xs"
            tabIndex={0}
            data-testid="completeness-note"
          >
            {t('dashboards.chart.completeness', {
              reporting: numbers.format(summary.gatewaysReporting),
              connected: numbers.format(summary.gatewaysConnected),
              missing: numbers.format(summary.hoursWithoutData),
              hours: numbers.format(summary.hoursInRange),
            })}{' '}
            {t('dashboards.chart.missingNotZero')}
          </Text>
        </Tooltip>
      )}
      {unavailable.length > 0 && (
        <Alert color="gray" variant="light" mt="xs" p="xs" title={t('dashboards.chart.notOffered')}>
          <List size="xs">
            {unavailable.map((item) => (
              <List.Item key={item.metric}>
                {t(`dashboards.unavailable.${unavailableReasonKey(item)}`)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
