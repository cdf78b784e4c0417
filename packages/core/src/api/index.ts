export * from './envelope';
export * from './fields';
export * from './auth';
export * from './profile';
export * from './organisation';
