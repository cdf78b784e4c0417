export * from './envelope';
export * from './fields';
export * from './auth';
export * from './profile';
export * from './organisation';
export * from './folders';
export * from './location-admin';
export * from './invites';
export * from './access-keys';
export * from './notifications';
export * from './checklist';
// location set-up (issue 4): business hours and definitions
// location set-up (issue 4): sensors, tags, hardware import
// location set-up (issue 4): uploads, floor plans, areas
