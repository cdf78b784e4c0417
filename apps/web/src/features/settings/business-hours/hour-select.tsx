import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { hourSelectOptions, usesHour12 } from './business-hours-form';

interface HourSelectProps {
  kind: 'open' | 'close';
  /** The accessible name, e.g. "Opening time on Monday". */
  label: string;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One of the offered opening or closing hours; closing hours past midnight say "next day". */
export function HourSelect({ kind, label, value, error, disabled, onChange }: HourSelectProps) {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const options = hourSelectOptions(kind, usesHour12(locale), t('businessHours.nextDay'));
  return (
    <NativeSelect
      aria-label={label}
      data={options}
      value={value}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
