import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveSnapshot, type LiveConnection } from '../../../api/analytics';
import { useLocale } from '../../../i18n/use-locale';
import { MetricCard } from '../shared/metric-card';
import { formatUpdatedAt, LIVE_FIGURES, liveFigures, type LiveFigure } from './live-figures';

// White on these passes AA: teal.9 5:1, gray.7 8:1, red.9 5.5:1.
const STATUS_COLOURS: Record<LiveConnection, string> = {
  connecting: 'gray.7',
  open: 'teal.9',
  reconnecting: 'gray.7',
  closed: 'red.9',
};

interface LivePanelProps {
  locationId: string;
  /** The location's IANA time zone: the update time is shown on its clock (default: the browser's). */
  timeZone?: string;
}

/**
 * Occupancy now and today's visitors, walk-ins and walk-bys of a location, following its live
 * stream (server-sent events) while on screen, with the time of the last update and the state of
 * the connection. New figures are announced politely to screen readers.
 */
export function LivePanel({ locationId, timeZone }: LivePanelProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const titleId = useId();
  const { snapshot, connection } = useLiveSnapshot(locationId);
  const figures = snapshot ? liveFigures(snapshot) : null;

  const reason = (figure: LiveFigure): string => {
    if (figure.missing === 'OCCUPANCY') return t('dashboardOverview.live.occupancyUnavailable');
    if (figure.missing) return t(`dashboardOverview.reasons.${figure.missing}`);
    return t('dashboardOverview.live.noneYet');
  };
  // Why visitors move slower than walk-bys live (issue 12 item 7): a visit counts as a visitor
  // once the person has stayed the minimum visit time; until then the session is a walk-by.
  const source = (figure: LiveFigure) =>
    figure.source === 'door_counter'
      ? t('dashboardOverview.live.fromDoorCounters')
      : figure.source === 'wifi_presence'
        ? t('dashboardOverview.live.fromWifi')
        : figure.key === 'visitorsToday'
          ? t('dashboardOverview.live.visitorsWhen')
          : null;

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id={titleId}>
          {t('dashboardOverview.live.title')}
        </Title>
        <div role="status">
          <Badge color={STATUS_COLOURS[connection]} variant="filled" radius="sm">
            {t(`dashboardOverview.live.status.${connection}`)}
          </Badge>
        </div>
      </Group>
      <div aria-live="polite" aria-label={t('dashboardOverview.live.label')} role="group">
        {/* By the panel's own width: it sits in a half-width column on the dashboards. */}
        <SimpleGrid type="container" cols={{ base: 2, '36rem': 4 }} spacing="sm">
          {(figures ?? []).map((figure) => (
            <MetricCard
              key={figure.key}
              label={t(`dashboardOverview.live.${figure.key}`)}
              value={figure.value}
              unavailableReason={figure.value === null ? reason(figure) : undefined}
              footer={
                figure.value !== null && source(figure) ? (
                  <Text size="xs" c="gray.7">
                    {source(figure)}
                  </Text>
                ) : undefined
              }
            />
          ))}
          {!figures &&
            LIVE_FIGURES.map((key) => (
              <MetricCard
                key={key}
                label={t(`dashboardOverview.live.${key}`)}
                value={null}
                loading
              />
            ))}
        </SimpleGrid>
        <Text size="xs" c="gray.7" mt="xs">
          {snapshot
            ? t('dashboardOverview.live.updatedAt', {
                time: formatUpdatedAt(snapshot.updated_at, locale, timeZone),
              })
            : t('dashboardOverview.live.waiting')}
        </Text>
      </div>
    </Paper>
  );
}
