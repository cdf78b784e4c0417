// Location vocabulary of docs/product.md sections 3 and 9.
export const LOCATION_TYPES = ['RETAIL', 'MALL', 'XM', 'AT'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

/** ZERO means "add-on only". */
export const SERVICE_TIERS = ['ZERO', 'LITE', 'PLUS', 'PREMIUM'] as const;
export type ServiceTier = (typeof SERVICE_TIERS)[number];

export const ADDONS = ['adam', 'none'] as const;
export type Addon = (typeof ADDONS)[number];

export const TAG_SERVICES = ['DOORCOUNTER'] as const;
export type TagService = (typeof TAG_SERVICES)[number];

export const SENSOR_SERVICES = ['FOOTTRAFFIC', 'HEATMAP'] as const;
export type SensorService = (typeof SENSOR_SERVICES)[number];

/** folder_id of a location or folder that sits at the top of the corporation's tree. */
export const ROOT_FOLDER_ID = '0';

export function isLocationType(value: unknown): value is LocationType {
  return LOCATION_TYPES.some((type) => type === value);
}

export function isServiceTier(value: unknown): value is ServiceTier {
  return SERVICE_TIERS.some((tier) => tier === value);
}
