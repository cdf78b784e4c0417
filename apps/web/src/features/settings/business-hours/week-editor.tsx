import { Switch, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import {
  weekdayName,
  type BusinessHoursErrors,
  type BusinessHoursValues,
  type DayValues,
} from './business-hours-form';
import { HourSelect } from './hour-select';
import { SettingsCard } from '../../../components/settings-card';

interface WeekEditorProps {
  values: BusinessHoursValues;
  errors: BusinessHoursErrors;
  readOnly: boolean;
  /** The next values and the error keys the change makes stale. */
  onChange: (next: BusinessHoursValues, clear: string[]) => void;
}

/** A row per weekday: closed, or open from one offered hour to another. */
export function WeekEditor({ values, errors, readOnly, onChange }: WeekEditorProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const setDay = (index: number, patch: Partial<DayValues>) =>
    onChange(
      {
        ...values,
        days: values.days.map((day, i) => (i === index ? { ...day, ...patch } : day)),
      },
      [`days.${index}.open_hour`, `days.${index}.close_hour`],
    );

  return (
    <SettingsCard title={t('businessHours.week')}>
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('businessHours.day')}</Table.Th>
            <Table.Th>{t('businessHours.closed')}</Table.Th>
            <Table.Th>{t('businessHours.opens')}</Table.Th>
            <Table.Th>{t('businessHours.closes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {values.days.map((day, index) => {
            const name = weekdayName(day.weekday, locale, 'long');
            return (
              <Table.Tr key={day.weekday}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>
                  <Switch
                    aria-label={t('businessHours.closedOn', { day: name })}
                    checked={day.closed}
                    disabled={readOnly}
                    onChange={(event) => setDay(index, { closed: event.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  {!day.closed && (
                    <HourSelect
                      kind="open"
                      label={t('businessHours.opensOn', { day: name })}
                      value={day.open}
                      error={errors[`days.${index}.open_hour`]}
                      disabled={readOnly}
                      onChange={(open) => setDay(index, { open })}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {!day.closed && (
                    <HourSelect
                      kind="close"
                      label={t('businessHours.closesOn', { day: name })}
                      value={day.close}
                      error={errors[`days.${index}.close_hour`]}
                      disabled={readOnly}
                      onChange={(close) => setDay(index, { close })}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </SettingsCard>
  );
}
