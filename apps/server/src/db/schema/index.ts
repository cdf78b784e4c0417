// The relational schema (drizzle-orm), one file per domain. One schema for the embedded
// database and PostgreSQL; `npm run db:generate` turns changes into SQL migrations in ../../drizzle.
export * from './accounts';
export * from './organisation';
export * from './people';
export * from './setup';
export * from './floor-plans';
export * from './hardware';
export * from './sensor-data';
export * from './alerts';
export * from './reports';
export * from './connectors';
export * from './calibrations';
