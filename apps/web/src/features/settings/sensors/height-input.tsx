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
  // One input per part of the height, each editing its own field of the entry.
  const input = (field: keyof HeightEntry, label: string, inputMode: 'decimal' | 'numeric') => (
    <TextInput
      label={label}
      inputMode={inputMode}
      value={value[field]}
      error={errors[field]}
      onChange={(event) => onChange({ ...value, [field]: event.currentTarget.value })}
    />
  );
  if (unit === 'cm') return input('cm', t('sensors.heightCm'), 'decimal');
  return (
    <SimpleGrid cols={2}>
      {input('feet', t('sensors.heightFeet'), 'numeric')}
      {input('inches', t('sensors.heightInches'), 'decimal')}
    </SimpleGrid>
  );
}
