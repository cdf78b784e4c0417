import {
  trimStrings,
  type Addon,
  type Location,
  type LocationUpdateRequest,
  type ServiceTier,
} from '@footfall/core';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { schemaValidator } from '../../../lib/forms/schema-validator';
import {
  LOCATION_SERVER_FIELDS,
  locationFieldLabels,
  locationFormFields,
} from '../../location-fields/location-field-rules';

export interface LocationInfoValues extends Record<string, string> {
  name: string;
  service: string;
  addon: string;
  address: string;
  timezone: string;
  country: string;
}

export function locationInfoValues(location: Location): LocationInfoValues {
  return {
    name: location.name ?? '',
    service: location.service,
    addon: location.addon,
    address: location.address ?? '',
    timezone: location.timezone,
    country: location.country ?? '',
  };
}

/** Request field -> form field: the info form edits just what both location forms share. */
export const INFO_SERVER_FIELDS: Readonly<Record<string, keyof LocationInfoValues>> =
  LOCATION_SERVER_FIELDS;

const LOCATION_INFO_FORM = z.object(locationFormFields(false));

export function validateLocationInfo(values: LocationInfoValues, t: TFunction) {
  return schemaValidator<LocationInfoValues>(LOCATION_INFO_FORM, locationFieldLabels(t), t)(values);
}

/** The PUT system/locations/{id} body; a blank country or address clears it. */
export function toLocationUpdateRequest(
  values: LocationInfoValues,
  featured: boolean,
): LocationUpdateRequest {
  const v = trimStrings(values);
  return {
    name: v.name,
    service: v.service as ServiceTier,
    addon: v.addon as Addon,
    address: v.address || null,
    timezone: v.timezone,
    country: v.country ? v.country.toUpperCase() : null,
    featured,
  };
}
