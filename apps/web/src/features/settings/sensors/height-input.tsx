import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HeightEntry, HeightUnit } from './height';

interface HeightInputProps {
  unit: HeightUnit;
  value: HeightEntry;
  errors: Partial<Record<keyof HeightEntry, string>>;
  onChange: (value: HeightEntry) => void;
}

/** The mounting height: centimetres, or feet and inches for en-US. */
export function HeightInput({ unit, value, errors, onChange }: HeightInputProps) {
  const { t } = useTranslation();
  const set = (field: keyof HeightEntry) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [field]: event.currentTarget.value });
  if (unit === 'cm') {
    return (
      <TextInput
        label={t('sensors.heightCm')}
        inputMode="decimal"
        value={value.cm}
        error={errors.cm}
        onChange={set('cm')}
      />
    );
  }
  return (
    <SimpleGrid cols={2}>
      <TextInput
        label={t('sensors.heightFeet')}
        inputMode="numeric"
        value={value.feet}
        error={errors.feet}
        onChange={set('feet')}
      />
      <TextInput
        label={t('sensors.heightInches')}
        inputMode="decimal"
        value={value.inches}
        error={errors.inches}
        onChange={set('inches')}
      />
    </SimpleGrid>
  );
}
