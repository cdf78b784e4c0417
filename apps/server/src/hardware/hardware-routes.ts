// Location set-up, issue 4: sensors, tags and the CSV hardware import.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { registerImportRoutes } from './import-routes';
import { registerSensorRoutes } from './sensor-routes';
import { registerTagRoutes } from './tag-routes';

export function registerHardwareRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerSensorRoutes(app, ctx);
  registerImportRoutes(app, ctx);
  registerTagRoutes(app, ctx);
}
