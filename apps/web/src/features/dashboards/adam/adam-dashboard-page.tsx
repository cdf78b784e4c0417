import { dashboardPath, parseAddon, type Location } from '@footfall/core';
import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDwellAreas, useDwellGroupAreas, useInteractions } from '../../../api/analytics';
import { useAreaGroups, useAreas } from '../../../api/areas';
import { EmptyState } from '../../../components/empty-state';
import { areaNamesById } from '../journey/area-names';
import { JourneySankey } from '../journey/journey-sankey';
import { toAnalyticsQuery, useDashboardFilters } from '../shared/dashboard-filters';
import { DashboardGrid, DashboardGridWide, DashboardLayout } from '../shared/dashboard-layout';
import { dashboardPage } from '../shared/dashboard-location';
import { useEventFormat } from '../xm/use-event-format';
import { areaGroupRows, areaRows, byAverageDwell } from './area-analytics';
import { AreaBarsCard } from './area-bars-card';

/**
 * /main/dashboard/{id}/adam: the ADAM add-on's area analytics, wherever the add-on is on. The
 * add-on brings them at every tier, ZERO ("add-on only") and PREMIUM included (core's
 * hasAreaAnalytics), though those tiers offer no tier metrics.
 */
export const AdamDashboardPage = dashboardPage(AdamDashboard);

// Area figures are totals of the range: no time axis, no comparison.
const HIDDEN_CONTROLS = ['compare', 'granularity'] as const;

function AdamDashboard({ location }: { location: Location }) {
  const { t } = useTranslation();
  const filtersState = useDashboardFilters(location);
  const { filters } = filtersState;
  const adam = parseAddon(location.addon).adam;

  return (
    <DashboardLayout
      location={location}
      analysisPage="adam"
      screenTitle={t('events.adam.title')}
      filters={filtersState}
      hide={HIDDEN_CONTROLS}
    >
      <Text size="sm" c="dimmed" maw={760}>
        {t('events.adam.intro')}
      </Text>
      {adam ? (
        <AreaAnalytics location={location} filters={filters} />
      ) : (
        <NotEnabled location={location} />
      )}
    </DashboardLayout>
  );
}

function NotEnabled({ location }: { location: Location }) {
  const { t } = useTranslation();
  const path = dashboardPath(location);
  return (
    <EmptyState
      message={t('events.adam.notEnabled')}
      link={path ? { to: path, label: t('events.adam.openDashboard') } : undefined}
    />
  );
}

interface AreaAnalyticsProps {
  location: Location;
  filters: ReturnType<typeof useDashboardFilters>['filters'];
}

function AreaAnalytics({ location, filters }: AreaAnalyticsProps) {
  const { t } = useTranslation();
  const format = useEventFormat();
  const params = { ...toAnalyticsQuery(filters), compare: false };
  const dwellAreas = useDwellAreas(location.id, params);
  const dwellGroups = useDwellGroupAreas(location.id, params);
  const interactions = useInteractions(location.id, params);
  const areas = useAreas(location.id);
  const groups = useAreaGroups(location.id);
  const fileSuffix = `${filters.start}_${filters.end}`;

  const group = groups.data?.find((candidate) => candidate.id === filters.group);
  // The attraction's denominator, answered with the areas (the whole location, not one area).
  const locationVisitors = dwellAreas.data?.location_visitors ?? null;
  const rows = useMemo(() => {
    const all = dwellAreas.data ? areaRows(dwellAreas.data) : [];
    return group ? all.filter((row) => group.area_ids.includes(String(row.id))) : all;
  }, [dwellAreas.data, group]);
  const groupRows = useMemo(
    () => (dwellGroups.data ? areaGroupRows(dwellGroups.data) : []),
    [dwellGroups.data],
  );
  const names = useMemo(() => areaNamesById(areas.data), [areas.data]);

  if (areas.data && areas.data.length === 0)
    return (
      <EmptyState
        message={t('events.adam.noAreas')}
        link={{
          to: `/main/settings/${encodeURIComponent(location.id)}/areas`,
          label: t('events.adam.areaSettings'),
        }}
      />
    );

  return (
    <Stack gap="md">
      {group && (
        <Text size="sm" c="dimmed">
          {t('events.adam.groupFiltered', { group: group.name })}
        </Text>
      )}
      <DashboardGrid>
        <AreaBarsCard
          title={t('events.adam.dwellByArea')}
          description={t('events.adam.dwellByAreaDescription')}
          rows={byAverageDwell(rows)}
          measure="dwell"
          nameLabel={t('events.table.area')}
          state={dwellAreas}
          completeness={dwellAreas.data?.completeness}
          unavailable={dwellAreas.data?.unavailable}
          fileSuffix={fileSuffix}
        />
        <AreaBarsCard
          title={t('events.adam.attraction')}
          description={
            !dwellAreas.data
              ? t('events.adam.attractionShort')
              : locationVisitors === null
                ? t('events.adam.attractionMissing')
                : t('events.adam.attractionDescription', {
                    visitors: format.count(locationVisitors),
                    count: Math.round(locationVisitors),
                  })
          }
          rows={rows}
          measure="attraction"
          nameLabel={t('events.table.area')}
          state={dwellAreas}
          completeness={dwellAreas.data?.completeness}
          fileSuffix={fileSuffix}
        />
        {groupRows.length > 0 && (
          <AreaBarsCard
            title={t('events.adam.dwellByGroup')}
            description={t('events.adam.dwellByGroupDescription')}
            rows={byAverageDwell(groupRows)}
            measure="dwell"
            nameLabel={t('events.table.group')}
            state={dwellGroups}
            completeness={dwellGroups.data?.completeness}
            fileSuffix={fileSuffix}
          />
        )}
        <DashboardGridWide>
          <JourneySankey
            data={interactions.data}
            state={interactions}
            areaNames={names}
            title={t('events.adam.journey')}
            fileSuffix={fileSuffix}
          />
        </DashboardGridWide>
      </DashboardGrid>
    </Stack>
  );
}
