import type { LocationCalibration } from '@footfall/core';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalibration } from '../../../api/calibration';
import { useLocale } from '../../../i18n/use-locale';
import { formatBand, formatWhole } from '../../../lib/figures/figure-format';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatDateRange } from '../../dashboards/shared/format-range';
import { QueryContent } from '../../../components/query-content';
import { SettingsCard } from '../../../components/settings-card';

interface AccuracySectionProps {
  locationId: string;
  /** The location counts its door (it offers walk-ins): why it may have no calibration of its
   * own is then "too few usable days" rather than "no door counter". */
  hasDoorCounter: boolean;
}

/** How sure the location's Wi-Fi figures are (issue 19): what calibrates them, their band, and
 * for a calibration of its own, what it found; else why there is none and what is used instead. */
export function AccuracySection({ locationId, hasDoorCounter }: AccuracySectionProps) {
  const { t } = useTranslation();
  const calibration = useCalibration(locationId);

  return (
    <SettingsCard title={t('accuracy.section.title')} intro={t('accuracy.section.intro')}>
      <QueryContent query={calibration}>
        {(data) => <AccuracyFacts calibration={data} hasDoorCounter={hasDoorCounter} />}
      </QueryContent>
    </SettingsCard>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="wrap" align="baseline">
      <Text component="dt" fw={500} w={180}>
        {term}
      </Text>
      <Text component="dd" m={0} style={{ flex: '1 1 16rem' }}>
        {children}
      </Text>
    </Group>
  );
}

function AccuracyFacts({
  calibration,
  hasDoorCounter,
}: {
  calibration: LocationCalibration;
  hasDoorCounter: boolean;
}) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const { estimate, own } = calibration;
  const band = formatBand(estimate.band, locale);
  const count = estimate.similar_locations;

  return (
    <Stack gap="md">
      <Stack component="dl" gap="xs" m={0}>
        <Fact term={t('accuracy.section.restsOn')}>
          {estimate.source === 'similar'
            ? t('accuracy.section.sources.similar', { count })
            : t(`accuracy.section.sources.${estimate.source}`)}
        </Fact>
        <Fact term={t('accuracy.section.band')}>
          {estimate.source === 'default'
            ? t('accuracy.section.bandDefault', { band })
            : t('accuracy.section.bandValue', { band })}
        </Fact>
        {estimate.quality !== 'uncalibrated' && (
          <Fact term={t('accuracy.section.quality')}>
            {t(`accuracy.section.qualities.${estimate.quality}`)}
          </Fact>
        )}
        {own && (
          <>
            <Fact term={t('accuracy.section.captureRatio')}>
              {t('accuracy.section.captureRatioValue', {
                visitors: formatWhole(own.capture_ratio * 100, locale),
                count: Math.round(own.capture_ratio * 100),
              })}
            </Fact>
            <Fact term={t('accuracy.section.daysUsed')}>
              {t('accuracy.section.daysUsedValue', {
                days: own.days_used,
                window: calibration.window_days,
              })}
            </Fact>
            <Fact term={t('accuracy.section.period')}>
              {formatDateRange({ start: own.from_date, end: own.to_date }, locale)}
            </Fact>
            <Fact term={t('accuracy.section.fittedAt')}>
              {formatDateTime(own.fitted_at, locale)}
            </Fact>
          </>
        )}
      </Stack>
      {!own && (
        <Text size="sm">
          {hasDoorCounter
            ? t('accuracy.section.why.tooFewDays', {
                minDays: calibration.min_days,
                windowDays: calibration.window_days,
                minWalkIns: calibration.min_walk_ins,
              })
            : t('accuracy.section.why.noDoorCounter')}{' '}
          {estimate.source === 'similar'
            ? t('accuracy.section.instead.similar', { count, band })
            : t('accuracy.section.instead.default', { band })}
        </Text>
      )}
    </Stack>
  );
}
