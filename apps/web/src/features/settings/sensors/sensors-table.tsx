import { numberFormat } from '@footfall/core';
import { Badge, Button, Table, Text } from '@mantine/core';
import type { Area, Sensor, SensorStatus } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatDateTime } from '../../../lib/format-date-time';
import { heightParts, heightUnitFor } from './height';

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

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sensors.name')}</Table.Th>
            <Table.Th scope="col">{t('sensors.status')}</Table.Th>
            <Table.Th scope="col">{t('sensors.lastSeen')}</Table.Th>
            <Table.Th scope="col">{t('sensors.services')}</Table.Th>
            <Table.Th scope="col">{t('sensors.area')}</Table.Th>
            <Table.Th scope="col">{t('sensors.position')}</Table.Th>
            <Table.Th scope="col">{t('sensors.height')}</Table.Th>
            {canEdit && <Table.Th scope="col">{t('sensors.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sensors.map((sensor) => {
            const label = sensor.name ?? sensor.serial;
            return (
              <Table.Tr key={sensor.id}>
                <Table.Th scope="row" fw={500}>
                  {label}
                  <Text size="xs" c="dimmed" ff="monospace">
                    {sensor.serial}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <Badge
                    color={STATUS_COLORS[sensor.status]}
                    variant="light"
                    style={{ overflow: 'visible' }}
                    miw="max-content"
                  >
                    {t(`sensors.statuses.${sensor.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {sensor.last_seen_at
                    ? formatDateTime(sensor.last_seen_at, locale)
                    : t('sensors.never')}
                </Table.Td>
                <Table.Td>
                  {sensor.services
                    .map((service) =>
                      t(`sensors.serviceNames.${service}`, { defaultValue: service }),
                    )
                    .join(', ') || '—'}
                </Table.Td>
                <Table.Td>{areaName(sensor.area_id)}</Table.Td>
                <Table.Td>
                  {sensor.x_m !== null && sensor.y_m !== null
                    ? t('sensors.positionValue', {
                        x: number.format(sensor.x_m),
                        y: number.format(sensor.y_m),
                      })
                    : t('sensors.notSet')}
                </Table.Td>
                <Table.Td>{height(sensor.height_cm)}</Table.Td>
                {canEdit && (
                  <Table.Td>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t('sensors.editLabel', { name: label })}
                      onClick={() => onEdit(sensor)}
                    >
                      {t('sensors.edit')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
