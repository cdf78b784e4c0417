import { Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Location } from '@footfall/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { useLocale } from '../../i18n/use-locale';
import { LocationCards } from './location-cards';
import { LocationsTable } from './locations-table';
import { FilterControls, RangeControl, SortControl } from './overview-controls';
import { filterRows, type OverviewFilter } from './overview-filter';
import { folderLabels, folderOptions } from './overview-folders';
import type { OverviewRow } from './overview-row';
import { nextSort, sortRows } from './overview-sort';
import { overviewTotals } from './overview-totals';
import { OverviewTotalsStrip } from './overview-totals-strip';
import { comparisonSpan, type OverviewView } from './overview-url-state';
import { useOverviewFolders } from './use-overview-folders';
import { useOverviewRows } from './use-overview-rows';

interface OverviewContentProps {
  locations: readonly Location[];
  view: OverviewView;
  onViewChange: (view: OverviewView) => void;
}

/** The organisation at a glance: range, totals, filters and every location with its figures. */
export function OverviewContent({ locations, view, onViewChange }: OverviewContentProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const narrow = useMediaQuery('(max-width: 48em)');
  const { rows, refreshing } = useOverviewRows(locations, view.days);
  const folders = useOverviewFolders(locations);
  const labels = useMemo(() => folderLabels(folders), [folders]);
  const folderLabel = (row: OverviewRow) =>
    labels.get(row.folderId) ?? t('dashboardOverview.topLevel');

  // The search box answers each keystroke from local state; the URL follows a moment later.
  const [search, setSearch] = useState(view.filter.search);
  const filter = { ...view.filter, search };
  const changeFilter = (next: OverviewFilter) => {
    setSearch(next.search);
    onViewChange({ ...view, filter: next });
  };

  const listed = filterRows(rows, filter, folders);
  const sorted = sortRows(listed, view.sort, {
    locale,
    folder: folderLabel,
    type: (row) => t(`locationTypes.${row.type}`),
  });
  const comparison = comparisonSpan(view.days);
  const shownFolder = folders.length > 0 ? folderLabel : null;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <RangeControl days={view.days} onChange={(days) => onViewChange({ ...view, days })} />
        <Text size="sm" c="gray.7" maw={420} role="status" aria-live="polite">
          {refreshing
            ? t('dashboardOverview.refreshing')
            : t(
                comparison.averaged
                  ? 'dashboardOverview.trendNoteAveraged'
                  : 'dashboardOverview.trendNote',
                { days: comparison.days, count: comparison.days },
              )}
        </Text>
      </Group>
      <OverviewTotalsStrip totals={overviewTotals(listed)} />
      <FilterControls filter={filter} onChange={changeFilter} folders={folderOptions(folders)} />
      {sorted.length === 0 ? (
        <EmptyState message={t('dashboardOverview.filters.noMatch')} />
      ) : narrow ? (
        <>
          <SortControl
            sort={view.sort}
            onChange={(sort) => onViewChange({ ...view, sort })}
            withFolder={shownFolder !== null}
          />
          <LocationCards rows={sorted} folderLabel={shownFolder} />
        </>
      ) : (
        <LocationsTable
          rows={sorted}
          sort={view.sort}
          onSort={(column) => onViewChange({ ...view, sort: nextSort(view.sort, column) })}
          folderLabel={shownFolder}
          days={view.days}
        />
      )}
    </Stack>
  );
}
