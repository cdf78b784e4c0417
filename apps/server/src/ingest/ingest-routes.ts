// Ingest: detections, door counts, counting-gateway aggregates and heartbeats (DESIGN.md section 7).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';

export function registerIngestRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}
