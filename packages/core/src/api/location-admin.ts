// Creating locations, the time zone list, and the people with access to a location.
import { z } from 'zod';
import { ROLES } from '../rules/permissions/catalogue';
import { ADDONS, LOCATION_TYPES, SERVICE_TIERS } from '../rules/locations/types';
import { idString, optionalText, requiredText } from './fields';
import { countryCodeField } from './organisation';

export const locationCreateRequestSchema = z.strictObject({
  name: requiredText('Name', 200),
  type: z.enum(LOCATION_TYPES, { error: 'Type is empty' }),
  service: z.enum(SERVICE_TIERS, { error: 'Service is empty' }),
  addon: z.enum(ADDONS, { error: 'Add-on is not valid' }).default('none'),
  country: countryCodeField,
  timezone: requiredText('Time zone', 64),
  /** "0" or absent: the corporation's root. */
  folder_id: idString.optional(),
  /** An AT booth's show (an AT location of the same corporation). */
  parent_id: idString.nullable().optional(),
  address: optionalText('Address', 500),
  featured: z.boolean().default(false),
  /** Needed only when the user belongs to several corporations. */
  corporation_id: idString.optional(),
});
export type LocationCreateRequest = z.input<typeof locationCreateRequestSchema>;

export const timeZoneSchema = z.object({
  id: z.string(),
  /** Current UTC offset, e.g. "+01:00". */
  offset: z.string(),
});
export type TimeZone = z.infer<typeof timeZoneSchema>;

export const roleSchema = z.enum(ROLES, { error: 'Role is not valid' });

export const locationUserSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** The strongest role that applies at this location. */
  role: roleSchema,
  /** Where that role comes from; only a role given on the location itself is changed here. */
  source: z.enum(['corporation', 'folder', 'location']),
  is_you: z.boolean(),
});
export type LocationUser = z.infer<typeof locationUserSchema>;

export const locationUserUpdateRequestSchema = z.strictObject({ role: roleSchema });

export const locationUserParams = z.strictObject({ id: idString, userId: idString });
