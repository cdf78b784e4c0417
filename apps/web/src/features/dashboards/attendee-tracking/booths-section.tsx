import { dashboardPath, type Location } from '@footfall/core';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { AnalyticsParams } from '../../../api/analytics';
import { useLocations } from '../../../api/locations';
import { ChartCard, paletteColor } from '../../../components/chart';
import { DashboardGrid } from '../shared/dashboard-layout';
import { SectionHeading } from '../xm/section-heading';
import { useEventFormat } from '../xm/use-event-format';
import { boothBubbleOption } from './booth-bubble-chart';
import { boothBubbles } from './booth-bubbles';
import { rankBooths } from './booth-ranking';
import { boothTable } from './booth-table';
import { rankedBarsHeight, rankedBarsOption } from './ranked-bars';
import { useBoothsFootTraffic } from './use-booths-foot-traffic';

interface BoothsSectionProps {
  show: Location;
  /** The show's filters by day, without comparison (the booths are compared with each other). */
  params: AnalyticsParams;
  fileSuffix: string;
}

/** The show's booths (its child locations) ranked by traffic, compared in a table and bubbles. */
export function BoothsSection({ show, params, fileSuffix }: BoothsSectionProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const navigate = useNavigate();
  const locations = useLocations();
  const booths = useMemo(
    () =>
      show.child_ids.map((id) => {
        const child = locations.data?.find((location) => location.id === id);
        return { id, name: child?.name ?? t('events.booths.unnamed', { id }), location: child };
      }),
    [show.child_ids, locations.data, t],
  );
  const answers = useBoothsFootTraffic(show.child_ids, params);

  const rows = rankBooths(
    booths.map((booth, index) => ({ ...booth, response: answers[index]?.data ?? null })),
  );
  const bubbles = boothBubbles(rows);
  const pending = answers.some((answer) => answer.isPending) || locations.isPending;
  const failed = booths.filter((_, index) => answers[index]?.isError);
  const state = {
    isPending: pending,
    isError: answers.length > 0 && failed.length === answers.length,
    isFetching: answers.some((answer) => answer.isFetching),
    refetch: () => answers.forEach((answer) => void answer.refetch()),
  };
  const notDrawn = rows.filter((row) => !bubbles.some((bubble) => bubble.id === row.id));

  const visitorsLabel = t('events.kpis.visitors');
  const table = boothTable(
    rows,
    {
      rank: t('events.table.rank'),
      booth: t('events.table.booth'),
      visitors: visitorsLabel,
      trafficShare: t('events.table.trafficShare'),
      impressions: t('events.kpis.impressions'),
      engagementRate: t('events.kpis.engagementRate'),
      avgDwell: t('events.kpis.avgDwell'),
      fqv: t('events.kpis.fqv'),
    },
    format,
  );
  const ranked = rows.filter((row) => row.visitors !== null);
  const openBooth = (name: string) => {
    const booth = booths.find((candidate) => candidate.name === name)?.location;
    const path = booth ? dashboardPath(booth) : null;
    if (path) void navigate(path);
  };
  const unavailable = answers.find((answer) => answer.data?.unavailable.length)?.data?.unavailable;

  return (
    <Stack gap="sm">
      <SectionHeading title={t('events.booths.heading')} />
      <DashboardGrid>
        <ChartCard
          title={t('events.booths.rankingTitle')}
          description={t('events.booths.rankingDescription')}
          option={rankedBarsOption(
            ranked.map((row) => ({ name: row.name, value: row.visitors })),
            visitorsLabel,
            paletteColor(2),
            { axis: format.count, value: format.count },
          )}
          height={rankedBarsHeight(ranked.length)}
          table={table}
          state={state}
          empty={ranked.length === 0}
          unavailable={unavailable}
          fileSuffix={fileSuffix}
          onChartClick={(click) => openBooth(click.name)}
        />
        <ChartCard
          title={t('events.booths.bubbleTitle')}
          description={t('events.booths.bubbleDescription')}
          option={boothBubbleOption(
            bubbles,
            {
              visitors: visitorsLabel,
              avgDwell: t('events.kpis.avgDwell'),
              engagementRate: t('events.kpis.engagementRate'),
            },
            format,
          )}
          height={360}
          table={table}
          state={state}
          empty={bubbles.length === 0}
          fileSuffix={fileSuffix}
        />
      </DashboardGrid>
      {!pending && notDrawn.length > 0 && bubbles.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('events.booths.notDrawn', { names: notDrawn.map((row) => row.name).join(', ') })}
        </Text>
      )}
      {failed.length > 0 && failed.length < answers.length && (
        <Text size="sm" c="red.9" role="alert">
          {t('events.booths.failed', { names: failed.map((booth) => booth.name).join(', ') })}
        </Text>
      )}
      <nav aria-label={t('events.booths.open')}>
        <Text size="sm" fw={500}>
          {t('events.booths.open')}
        </Text>
        <Group gap="md">
          {booths.map((booth) => {
            const path = booth.location ? dashboardPath(booth.location) : null;
            return path ? (
              <Anchor key={booth.id} component={Link} to={path} size="sm">
                {booth.name}
              </Anchor>
            ) : null;
          })}
        </Group>
      </nav>
    </Stack>
  );
}
