// Corporations, folders and locations as the API shows them (docs/product.md section 3).
import { z } from 'zod';
import { ADDONS, LOCATION_TYPES, SERVICE_TIERS } from '../rules/locations/types';
import { optionalText, requiredText } from './fields';

export const corporationSchema = z.object({ id: z.string(), name: z.string() });
export type Corporation = z.infer<typeof corporationSchema>;

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** "0" is the corporation's root. */
  parent_id: z.string(),
  corporation_id: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

export const locationServicesSchema = z.object({
  service: z.enum(SERVICE_TIERS),
  tag_services: z.array(z.string()),
  sensor_services: z.array(z.string()),
});

export const locationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  featured: z.boolean(),
  corporation_id: z.string(),
  corporation: z.string(),
  /** "0" means the corporation's root folder. */
  folder_id: z.string(),
  parent_id: z.string().nullable(),
  type: z.enum(LOCATION_TYPES),
  service: z.enum(SERVICE_TIERS),
  addon: z.enum(ADDONS),
  child_ids: z.array(z.string()),
  country: z.string().nullable(),
  timezone: z.string(),
  address: z.string().nullable(),
  services: locationServicesSchema,
});
export type Location = z.infer<typeof locationSchema>;

export const countryCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Country is not valid');

export const locationUpdateRequestSchema = z.strictObject({
  name: requiredText('Name', 200).optional(),
  featured: z.boolean().optional(),
  service: z.enum(SERVICE_TIERS, { error: 'Service is not valid' }).optional(),
  addon: z.enum(ADDONS, { error: 'Add-on is not valid' }).optional(),
  country: countryCodeField.nullable().optional(),
  timezone: requiredText('Time zone', 64).optional(),
  address: optionalText('Address', 500),
});
export type LocationUpdateRequest = z.input<typeof locationUpdateRequestSchema>;

export const userPermissionsSchema = z.object({
  /** Comma-separated permission names (docs/product.md section 3). */
  permissions: z.string(),
  role: z.string(),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;
