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
