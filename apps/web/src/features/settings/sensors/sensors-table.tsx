import { numberFormat } from '@footfall/core';
import { Badge, Text } from '@mantine/core';
import type { Area, Sensor, SensorStatus } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format-date-time';
import { heightParts, heightUnitFor } from './height';
import { RowButton } from '../../../components/row-button';

const STATUS_COLORS: Record<SensorStatus, string> = {
  online: 'green',
  offline: 'red',
  never_seen: 'gray',
};

interface SensorsTableProps {
  sensors: readonly Sensor[];
  areas: readonly Area[] | undefined;
  /** locations_sensors_edit: shows the Edit buttons. */
  canEdit: boolean;
  onEdit: (sensor: Sensor) => void;
}

/** The location's gateways: status, last seen, services, area, position and mounting height. */
export function SensorsTable({ sensors, areas, canEdit, onEdit }: SensorsTableProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const unit = heightUnitFor(locale);
  const number = numberFormat(locale, 'precise');
  const areaName = (id: string | null) =>
    id === null ? '—' : (areas?.find((area) => area.id === id)?.name ?? `#${id}`);
  const height = (cm: number | null) => {
    if (cm === null) return t('sensors.notSet');
    const parts = heightParts(cm, unit);
    return parts.unit === 'cm'
      ? t('sensors.heightCmValue', { cm: number.format(parts.cm) })
      : t('sensors.heightFtInValue', { feet: parts.feet, inches: number.format(parts.inches) });
  };

  const label = (sensor: Sensor) => sensor.name ?? sensor.serial;
  const columns: DataTableColumn<Sensor>[] = [
    {
      key: 'name',
      header: t('sensors.name'),
      rowHeader: true,
      cell: (sensor) => (
        <>
          {label(sensor)}
          <Text size="xs" c="dimmed" ff="monospace">
            {sensor.serial}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('sensors.status'),
      cell: (sensor) => (
        <Badge
          color={STATUS_COLORS[sensor.status]}
          variant="light"
          style={{ overflow: 'visible' }}
          miw="max-content"
        >
          {t(`sensors.statuses.${sensor.status}`)}
        </Badge>
      ),
    },
    {
      key: 'lastSeen',
      header: t('sensors.lastSeen'),
      cell: (sensor) =>
        sensor.last_seen_at ? formatDateTime(sensor.last_seen_at, locale) : t('sensors.never'),
    },
    {
      key: 'services',
      header: t('sensors.services'),
      cell: (sensor) =>
        sensor.services
          .map((service) => t(`sensors.serviceNames.${service}`, { defaultValue: service }))
          .join(', ') || '—',
    },
    { key: 'area', header: t('sensors.area'), cell: (sensor) => areaName(sensor.area_id) },
    {
      key: 'position',
      header: t('sensors.position'),
      cell: (sensor) =>
        sensor.x_m !== null && sensor.y_m !== null
          ? t('sensors.positionValue', {
              x: number.format(sensor.x_m),
              y: number.format(sensor.y_m),
            })
          : t('sensors.notSet'),
    },
    { key: 'height', header: t('sensors.height'), cell: (sensor) => height(sensor.height_cm) },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: t('sensors.actions'),
      cell: (sensor) => (
        <RowButton
          label={t('sensors.edit')}
          ariaLabel={t('sensors.editLabel', { name: label(sensor) })}
          onClick={() => onEdit(sensor)}
        />
      ),
    });
  }

  return (
    <DataTable columns={columns} rows={sensors} rowKey={(sensor) => sensor.id} minWidth={860} />
  );
}
