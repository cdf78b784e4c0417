import {
  locationCreateRequestSchema,
  ROOT_FOLDER_ID,
  trimStrings,
  type Addon,
  type LocationCreateRequest,
  type LocationType,
  type ServiceTier,
} from '@footfall/core';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { schemaValidator } from '../../lib/forms/schema-validator';
import {
  LOCATION_SERVER_FIELDS,
  locationFieldLabels,
  locationFormFields,
} from '../location-fields/location-field-rules';

export interface AddLocationValues extends Record<string, string> {
  name: string;
  /** A LocationType, or '' before one is picked. */
  type: string;
  /** A ServiceTier, or ''. */
  service: string;
  addon: string;
  country: string;
  timezone: string;
  folderId: string;
  /** An AT show's id for a booth, or ''. */
  parentId: string;
  address: string;
}

export function emptyAddLocation(folderId = ROOT_FOLDER_ID): AddLocationValues {
  return {
    name: '',
    type: '',
    service: '',
    addon: 'none',
    country: '',
    // The browser's own zone is the likeliest one for a new place.
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    folderId,
    parentId: '',
    address: '',
  };
}

/** Request field -> form field, to place the server's messages under the right input. */
export const ADD_LOCATION_SERVER_FIELDS = {
  ...LOCATION_SERVER_FIELDS,
  type: 'type',
  folder_id: 'folderId',
  parent_id: 'parentId',
} as const satisfies Record<string, keyof AddLocationValues>;

const ADD_LOCATION_FORM = z.object({
  ...locationFormFields(true),
  type: locationCreateRequestSchema.shape.type,
  service: locationCreateRequestSchema.shape.service,
});

/** Core's request rules on the form's values, with translated messages. */
export function validateAddLocation(values: AddLocationValues, t: TFunction) {
  return schemaValidator<AddLocationValues>(ADD_LOCATION_FORM, locationFieldLabels(t), t)(values);
}

/** The POST system/locations body; call after validateAddLocation found nothing. */
export function toCreateLocationRequest(
  values: AddLocationValues,
  featured: boolean,
): LocationCreateRequest {
  const v = trimStrings(values);
  const type = v.type as LocationType;
  return {
    name: v.name,
    type,
    service: v.service as ServiceTier,
    addon: v.addon as Addon,
    country: v.country.toUpperCase(),
    timezone: v.timezone,
    folder_id: v.folderId || ROOT_FOLDER_ID,
    // Only an attendee-tracking booth hangs under a show.
    parent_id: type === 'AT' && v.parentId ? v.parentId : null,
    address: v.address || null,
    featured,
  };
}
