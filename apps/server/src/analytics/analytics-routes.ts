// The analytics API: one module per endpoint under ./, all answering from rollups.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
