// API schemas of the analytics endpoints (docs/product.md section 11, docs/analytics-api.md).
export * from './analytics/query';
export * from './analytics/common';
export * from './analytics/estimate';
export * from './analytics/traffic';
export * from './analytics/places';
export * from './analytics/quality';
export * from './analytics/live';
