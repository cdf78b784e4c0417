import { Button, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import {
  newException,
  type BusinessHoursErrors,
  type BusinessHoursValues,
  type ExceptionValues,
} from './business-hours-form';
import { HourSelect } from './hour-select';
import { SettingsCard } from '../../../components/settings-card';

interface ExceptionsEditorProps {
  values: BusinessHoursValues;
  errors: BusinessHoursErrors;
  readOnly: boolean;
  onChange: (next: BusinessHoursValues, clear: string[]) => void;
}

const fieldsOf = (index: number) =>
  ['date', 'open_hour', 'close_hour', 'note'].map((field) => `exceptions.${index}.${field}`);

/** Holidays and special days: a date, closed or its hours, and a note. */
export function ExceptionsEditor({ values, errors, readOnly, onChange }: ExceptionsEditorProps) {
  const { t } = useTranslation();
  const setException = (index: number, patch: Partial<ExceptionValues>) =>
    onChange(
      {
        ...values,
        exceptions: values.exceptions.map((e, i) => (i === index ? { ...e, ...patch } : e)),
      },
      fieldsOf(index),
    );
  const add = () => {
    const key = Math.max(-1, ...values.exceptions.map((e) => e.key)) + 1;
    onChange({ ...values, exceptions: [...values.exceptions, newException(key)] }, []);
  };
  // Messages are keyed by position: after a removal they would point at the wrong rows.
  const remove = (index: number) =>
    onChange(
      { ...values, exceptions: values.exceptions.filter((_, i) => i !== index) },
      values.exceptions.flatMap((_, i) => fieldsOf(i)),
    );

  return (
    <SettingsCard title={t('businessHours.exceptions')} intro={t('businessHours.exceptionsIntro')}>
      <Stack gap="md">
        {values.exceptions.length === 0 && <Text>{t('businessHours.noExceptions')}</Text>}
        {values.exceptions.map((exception, index) => {
          const number = index + 1;
          const error = (field: string) => errors[`exceptions.${index}.${field}`];
          return (
            <Group
              key={exception.key}
              align="flex-start"
              gap="sm"
              role="group"
              aria-label={t('businessHours.exceptionNumber', { number })}
            >
              <DateField
                label={t('businessHours.date')}
                value={exception.date}
                error={error('date')}
                readOnly={readOnly}
                onChange={(next) => setException(index, { date: next })}
              />
              <Switch
                mt={32}
                label={t('businessHours.closed')}
                checked={exception.closed}
                disabled={readOnly}
                onChange={(event) => setException(index, { closed: event.currentTarget.checked })}
              />
              {!exception.closed && (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    {t('businessHours.opens')} – {t('businessHours.closes')}
                  </Text>
                  <Group gap="xs" align="flex-start">
                    <HourSelect
                      kind="open"
                      label={t('businessHours.opens')}
                      value={exception.open}
                      error={error('open_hour')}
                      disabled={readOnly}
                      onChange={(open) => setException(index, { open })}
                    />
                    <HourSelect
                      kind="close"
                      label={t('businessHours.closes')}
                      value={exception.close}
                      error={error('close_hour')}
                      disabled={readOnly}
                      onChange={(close) => setException(index, { close })}
                    />
                  </Group>
                </Stack>
              )}
              <TextInput
                label={`${t('businessHours.note')} (${t('common.optional')})`}
                value={exception.note}
                error={error('note')}
                readOnly={readOnly}
                maxLength={200}
                onChange={(event) => setException(index, { note: event.currentTarget.value })}
                style={{ flex: 1, minWidth: 160 }}
              />
              {!readOnly && (
                <Button
                  mt={25}
                  variant="subtle"
                  color="red"
                  aria-label={t('businessHours.removeException', { number })}
                  onClick={() => remove(index)}
                >
                  {t('common.delete')}
                </Button>
              )}
            </Group>
          );
        })}
        {!readOnly && (
          <Group>
            <Button variant="light" onClick={add}>
              {t('businessHours.addException')}
            </Button>
          </Group>
        )}
      </Stack>
    </SettingsCard>
  );
}
