// What every module of the server is handed: the database, the configuration and the route
// registry that becomes the OpenAPI document.
import type { Config } from './config';
import type { Database } from './db/client';
import type { RegisteredRoute } from './http/route';

export type AppContext = {
  db: Database;
  config: Config;
  routes: RegisteredRoute[];
  /** The clock, injectable so tests can move time. */
  now: () => Date;
};
