import { TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_COUNTRIES, countryName } from './country-codes';

interface CountryInputProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  readOnly?: boolean;
}

/** A 3-letter country code, upper-cased as typed, with common codes suggested by name. */
export function CountryInput({ value, onChange, error, required, readOnly }: CountryInputProps) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  return (
    <>
      <TextInput
        label={t('fields.country')}
        description={t('locationForm.countryHint')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        error={error}
        required={required}
        readOnly={readOnly}
        maxLength={3}
        autoComplete="off"
        list={listId}
      />
      <datalist id={listId}>
        {COMMON_COUNTRIES.map(([alpha3, alpha2]) => (
          <option key={alpha3} value={alpha3}>
            {countryName(alpha2, i18n.language)}
          </option>
        ))}
      </datalist>
    </>
  );
}
