// Live stream (server-sent events): occupancy now and today's counts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function registerLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
