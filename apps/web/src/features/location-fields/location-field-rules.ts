import type { TFunction } from 'i18next';
import { countryCodeField, locationCreateRequestSchema, requiredText } from '@footfall/core';
import { z } from 'zod';

const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The checks both location forms make, with core's request pieces: the name and time zone, and
 * the country as three letters in any case ("Country is empty" first where one is required;
 * a blank one clears it where it is not).
 */
export function locationFormFields(countryRequired: boolean) {
  const { name, timezone } = locationCreateRequestSchema.shape;
  const country = countryRequired
    ? requiredText('Country').pipe(countryCodeField)
    : z.preprocess(blankAsMissing, countryCodeField.optional());
  return { name, timezone, country };
}

/** Request field -> form field of what both location forms edit, to place the server's messages
 * under the right input (the same name in both). */
export const LOCATION_SERVER_FIELDS = {
  name: 'name',
  service: 'service',
  addon: 'addon',
  address: 'address',
  timezone: 'timezone',
  country: 'country',
} as const;

/** The location forms' labels, which their messages name. */
export function locationFieldLabels(t: TFunction) {
  return {
    name: t('fields.name'),
    type: t('fields.type'),
    service: t('fields.service'),
    country: t('fields.country'),
    timezone: t('fields.timeZone'),
  };
}
