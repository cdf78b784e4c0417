// Location set-up, issue 4: sensors, tags and the CSV hardware import.
import type { FastifyPluginAsync } from 'fastify';
import { importRoutes } from './import-routes';
import { sensorRoutes } from './sensor-routes';
import { tagRoutes } from './tag-routes';

export const hardwareRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sensorRoutes);
  await app.register(importRoutes);
  await app.register(tagRoutes);
};
