import { Loader, Select } from '@mantine/core';
import { locationDisplayName } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useSelectedLocation } from './selected-location';

// A search box pays off once the list no longer fits at a glance.
const SEARCHABLE_FROM = 8;

/** The header's location picker: lists GET v1/locations by display name. */
export function LocationPicker() {
  const { t } = useTranslation();
  const { locations, selected, select, isPending } = useSelectedLocation();
  const options = locations.map((location) => ({
    value: location.id,
    label: locationDisplayName(location.name),
  }));
  return (
    <Select
      aria-label={t('fields.location')}
      placeholder={isPending ? t('common.loading') : t('shell.noLocations')}
      data={options}
      value={selected?.id ?? null}
      onChange={(id) => id && select(id)}
      allowDeselect={false}
      searchable={options.length >= SEARCHABLE_FROM}
      disabled={options.length === 0}
      // A spinner while the list loads: the page's own content may be there before it.
      rightSection={isPending ? <Loader size="xs" /> : undefined}
      w={{ base: '100%', sm: 240 }}
      maw={{ base: 260, sm: 240 }}
      miw={0}
      size="sm"
    />
  );
}
