export * from './templates';
export * from './labels';
export * from './identify';
