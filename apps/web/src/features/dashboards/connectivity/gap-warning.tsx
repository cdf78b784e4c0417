import { numberFormat } from '@footfall/core';
import type { Granularity } from '@footfall/core';
import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import type { GapPeriod } from './gateway-gaps';
import { bucketEndLabel, bucketLabel } from './time-labels';

interface GapWarningProps {
  gaps: readonly GapPeriod[];
  granularity: Granularity;
  timeZone: string;
}

/** Gaps listed at most; the rest is counted. */
const LISTED = 8;

/** The warning listing when gateways sent nothing (longest gaps first). */
export function GapWarning({ gaps, granularity, timeZone }: GapWarningProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  if (gaps.length === 0) return null;
  const number = numberFormat(locale, 'whole');
  const hidden = gaps.length - LISTED;
  return (
    <Alert
      color="yellow"
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      variant="light"
      title={t('journeys.connectivity.gapsTitle', { gaps: number.format(gaps.length) })}
    >
      <Text size="sm" mb="xs">
        {t('journeys.connectivity.gapsIntro')}
      </Text>
      <List size="sm" spacing={4}>
        {gaps.slice(0, LISTED).map((gap) => (
          <List.Item key={`${gap.sensorId}.${gap.firstBucket}`}>
            {t('journeys.connectivity.gapItem', {
              gateway: gap.label,
              from: bucketLabel(gap.firstBucket, granularity, timeZone, locale),
              to: bucketEndLabel(gap.lastBucket, granularity, timeZone, locale),
              hours: number.format(gap.hours),
            })}
          </List.Item>
        ))}
      </List>
      {hidden > 0 && (
        <Text size="sm" mt="xs">
          {t('journeys.connectivity.gapsMore', { more: number.format(hidden), count: hidden })}
        </Text>
      )}
    </Alert>
  );
}
