import { Button, Group, SegmentedControl, Select, Text, TextInput } from '@mantine/core';
import { LOCATION_TYPES, type LocationType } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { isFiltered, NO_FILTER, type OverviewFilter } from './overview-filter';
import type { FolderOption } from './overview-folders';
import { FIGURE_KEYS } from './overview-row';
import { initialSort, type SortKey, type SortState } from './overview-sort';
import { RANGE_PRESETS, type RangeDays } from './overview-url-state';

interface RangeControlProps {
  days: RangeDays;
  onChange: (days: RangeDays) => void;
}

/** The range of the figures: the last 7, 30 or 90 days. */
export function RangeControl({ days, onChange }: RangeControlProps) {
  const { t } = useTranslation();
  const labels = {
    7: t('dashboardOverview.range7'),
    30: t('dashboardOverview.range30'),
    90: t('dashboardOverview.range90'),
  } satisfies Record<RangeDays, string>;
  return (
    <div role="group" aria-labelledby="overview-range-label">
      <Text id="overview-range-label" size="sm" fw={500} mb={4}>
        {t('dashboardOverview.rangeLabel')}
      </Text>
      <SegmentedControl
        value={String(days)}
        onChange={(value) => {
          const preset = RANGE_PRESETS.find((candidate) => String(candidate) === value);
          if (preset) onChange(preset);
        }}
        data={RANGE_PRESETS.map((preset) => ({ value: String(preset), label: labels[preset] }))}
      />
    </div>
  );
}

interface FilterControlsProps {
  filter: OverviewFilter;
  onChange: (filter: OverviewFilter) => void;
  folders: readonly FolderOption[];
}

/** Search by name, folder (with the folders below it) and location type. */
export function FilterControls({ filter, onChange, folders }: FilterControlsProps) {
  const { t } = useTranslation();
  return (
    <Group
      role="search"
      aria-label={t('dashboardOverview.filters.label')}
      align="flex-end"
      gap="sm"
      wrap="wrap"
    >
      <TextInput
        label={t('dashboardOverview.filters.search')}
        placeholder={t('dashboardOverview.filters.searchPlaceholder')}
        type="search"
        value={filter.search}
        onChange={(event) => onChange({ ...filter, search: event.currentTarget.value })}
        w={{ base: '100%', xs: 220 }}
      />
      {folders.length > 0 && (
        <Select
          label={t('dashboardOverview.filters.folder')}
          placeholder={t('dashboardOverview.filters.allFolders')}
          data={folders}
          value={filter.folderId}
          onChange={(folderId) => onChange({ ...filter, folderId })}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
        />
      )}
      <Select
        label={t('dashboardOverview.filters.type')}
        placeholder={t('dashboardOverview.filters.allTypes')}
        data={LOCATION_TYPES.map((type) => ({ value: type, label: t(`locationTypes.${type}`) }))}
        value={filter.type}
        onChange={(type) => onChange({ ...filter, type: type as LocationType | null })}
        clearable
        w={{ base: '100%', xs: 200 }}
      />
      {isFiltered(filter) && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTER)}>
          {t('dashboardOverview.filters.clear')}
        </Button>
      )}
    </Group>
  );
}

interface SortControlProps {
  sort: SortState;
  onChange: (sort: SortState) => void;
  /** Offer the folder column (only when the organisation has folders). */
  withFolder: boolean;
}

/** On a phone the cards have no headers to click: the sort column and direction are chosen here. */
export function SortControl({ sort, onChange, withFolder }: SortControlProps) {
  const { t } = useTranslation();
  const columns: { value: SortKey; label: string }[] = [
    { value: 'name', label: t('overview.name') },
    { value: 'type', label: t('overview.type') },
    ...(withFolder
      ? [{ value: 'folder' as const, label: t('dashboardOverview.columns.folder') }]
      : []),
    ...FIGURE_KEYS.map((key) => ({ value: key, label: t(`dashboardOverview.columns.${key}`) })),
  ];
  const ascending = sort.direction === 'asc';
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Select
        label={t('dashboardOverview.sortLabel')}
        data={columns}
        value={sort.key}
        onChange={(key) => {
          const column = columns.find((candidate) => candidate.value === key);
          if (column) onChange(initialSort(column.value));
        }}
        allowDeselect={false}
        style={{ flex: 1 }}
      />
      <Button
        variant="default"
        onClick={() => onChange({ ...sort, direction: ascending ? 'desc' : 'asc' })}
        aria-label={t(ascending ? 'dashboardOverview.ascending' : 'dashboardOverview.descending')}
      >
        <span aria-hidden="true">{ascending ? '▲' : '▼'}</span>
      </Button>
    </Group>
  );
}
