import type { ServiceTier } from './types';

export type ServiceListInput = string | readonly string[] | null | undefined;

/**
 * tag_services and sensor_services arrive as a comma-separated string or an array (docs/product.md
 * section 3); both become a clean list: trimmed, upper-cased, no blanks, no duplicates.
 */
export function parseServiceList(value: ServiceListInput): string[] {
  if (value === null || value === undefined) return [];
  const entries = typeof value === 'string' ? value.split(',') : value;
  const names = entries.map((entry) => entry.trim().toUpperCase()).filter(Boolean);
  return [...new Set(names)];
}

export interface LocationServices {
  service: ServiceTier;
  tag_services: string[];
  sensor_services: string[];
}

export interface LocationServicesInput {
  service: ServiceTier;
  tag_services?: ServiceListInput;
  sensor_services?: ServiceListInput;
}

export function normalizeLocationServices(input: LocationServicesInput): LocationServices {
  return {
    service: input.service,
    tag_services: parseServiceList(input.tag_services),
    sensor_services: parseServiceList(input.sensor_services),
  };
}
