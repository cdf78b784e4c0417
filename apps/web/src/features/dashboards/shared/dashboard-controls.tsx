import { GRANULARITIES, parsePermissions, type Granularity, type Location } from '@footfall/core';
import { Group, Select, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useAreaGroups, useAreas } from '../../../api/areas';
import { useUserPermissions } from '../../../api/user-permissions';
import { filtersComparison, type UseDashboardFilters } from './dashboard-filters';
import {
  DATE_PRESETS,
  editRange,
  matchingPreset,
  presetRange,
  suggestedGranularity,
  type DatePreset,
} from './date-presets';
import { formatDateRange } from './format-range';

export type DashboardControl = 'granularity' | 'area' | 'group' | 'compare' | 'businessHours';

export interface DashboardControlsProps {
  location: Location;
  /** The result of useDashboardFilters(location). */
  value: UseDashboardFilters;
  /** Controls to leave out (the date range is always there). */
  hide?: readonly DashboardControl[];
  /** The granularities offered (default all). */
  granularities?: readonly Granularity[];
}

const CUSTOM = 'custom';
// Two fields per row on a phone, a row of fixed-width fields from 576 px.
const FIELD_WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 } as const;

/**
 * The controls bar of every dashboard: period preset and dates with the comparison range,
 * granularity, area and area group, compare and business-hours toggles. Every change goes to the
 * URL (useDashboardFilters), so the view can be shared.
 */
export function DashboardControls({
  location,
  value,
  hide = [],
  granularities = GRANULARITIES,
}: DashboardControlsProps) {
  const { t, i18n } = useTranslation();
  const { filters, setFilters, today } = value;
  const shown = (control: DashboardControl) => !hide.includes(control);
  // The areas API needs a locations_areas_ permission; without one the area filters are left
  // out rather than asked for (a refused GET would raise the global error screen).
  const wantsAreas = shown('area') || shown('group');
  const permissions = useUserPermissions(wantsAreas ? location.id : null);
  const mayReadAreas = [...parsePermissions(permissions.data?.permissions)].some((name) =>
    name.startsWith('locations_areas_'),
  );
  const areas = useAreas(location.id, shown('area') && mayReadAreas);
  const groups = useAreaGroups(location.id, shown('group') && mayReadAreas);
  const range = { start: filters.start, end: filters.end };
  const preset = matchingPreset(range, today);
  const comparison = filtersComparison(filters);

  const setRange = (next: { start: string; end: string }) =>
    setFilters({ ...next, granularity: suggestedGranularity(next, filters.granularity) });
  // The range's two ends, each edited alone (editRange moves the other when it must).
  const dateInput = (end: 'start' | 'end', label: string) => (
    <DateField
      label={label}
      w={FIELD_WIDTH}
      value={filters[end]}
      max={today}
      onChange={(next) => next !== '' && setRange(editRange(range, { [end]: next }))}
    />
  );

  const group = groups.data?.find((candidate) => candidate.id === filters.group);
  const areaOptions = (areas.data ?? [])
    .filter((area) => !group || group.area_ids.includes(area.id))
    .map((area) => ({ value: area.id, label: area.name }));
  const groupOptions = (groups.data ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <Stack gap="xs" role="group" aria-label={t('dashboards.controls.label')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('dashboards.controls.preset')}
          w={FIELD_WIDTH}
          allowDeselect={false}
          value={preset ?? CUSTOM}
          data={[
            ...DATE_PRESETS.map((item) => ({
              value: item,
              label: t(`dashboards.controls.presets.${item}`),
            })),
            { value: CUSTOM, label: t('dashboards.controls.custom'), disabled: true },
          ]}
          onChange={(next) => {
            if (next && next !== CUSTOM) setRange(presetRange(next as DatePreset, today));
          }}
        />
        {dateInput('start', t('dashboards.controls.start'))}
        {dateInput('end', t('dashboards.controls.end'))}
        {shown('granularity') && (
          <Select
            label={t('dashboards.controls.granularity')}
            w={FIELD_WIDTH}
            allowDeselect={false}
            value={filters.granularity}
            data={granularities.map((item) => ({
              value: item,
              label: t(`dashboards.controls.granularities.${item}`),
            }))}
            onChange={(next) => next && setFilters({ granularity: next as Granularity })}
          />
        )}
        {shown('group') && groupOptions.length > 0 && (
          <Select
            label={t('dashboards.controls.group')}
            w={FIELD_WIDTH}
            clearable
            placeholder={t('dashboards.controls.allGroups')}
            value={filters.group}
            data={groupOptions}
            onChange={(next) => {
              const chosen = groups.data?.find((item) => item.id === next);
              const keepArea = !chosen || !filters.area || chosen.area_ids.includes(filters.area);
              setFilters({ group: next, area: keepArea ? filters.area : null });
            }}
          />
        )}
        {shown('area') && (areas.data?.length ?? 0) > 0 && (
          <Select
            label={t('dashboards.controls.area')}
            w={FIELD_WIDTH}
            clearable
            searchable
            placeholder={t('dashboards.controls.allAreas')}
            value={filters.area}
            data={areaOptions}
            onChange={(next) => setFilters({ area: next })}
          />
        )}
      </Group>
      <Group gap="lg" wrap="wrap">
        {shown('compare') && (
          <Switch
            label={t('dashboards.controls.compare')}
            checked={filters.compare}
            onChange={(event) => setFilters({ compare: event.currentTarget.checked })}
          />
        )}
        {shown('businessHours') && (
          <Switch
            label={t('dashboards.controls.businessHours')}
            checked={filters.businessHours}
            onChange={(event) => setFilters({ businessHours: event.currentTarget.checked })}
          />
        )}
        {shown('compare') && filters.compare && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {t(
              comparison.averaged
                ? 'dashboards.controls.comparisonAveraged'
                : 'dashboards.controls.comparison',
              { range: formatDateRange(comparison, i18n.language) },
            )}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
