import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTimeZones } from '../../api/location-admin';

interface TimeZoneSelectProps {
  value: string;
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** Searchable list of GET system/timezones, each shown with its current UTC offset. */
export function TimeZoneSelect({
  value,
  onChange,
  error,
  required,
  readOnly,
}: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const zones = useTimeZones();
  const data = (zones.data ?? []).map((zone) => ({
    value: zone.id,
    label: `${zone.id} (UTC${zone.offset})`,
  }));
  // The current zone stays selectable while the list loads (or if the list lacks it).
  if (value && !data.some((option) => option.value === value))
    data.unshift({ value, label: value });
  return (
    <Select
      label={t('fields.timeZone')}
      placeholder={zones.isPending ? t('common.loading') : t('locationForm.timeZonePlaceholder')}
      data={data}
      value={value || null}
      onChange={onChange}
      error={error ?? (zones.isError ? t('locationForm.timeZonesFailed') : undefined)}
      required={required}
      readOnly={readOnly}
      searchable
      allowDeselect={false}
      limit={100}
      nothingFoundMessage={t('locationForm.noTimeZone')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
