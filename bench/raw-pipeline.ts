// The raw location's 30 days through the real pipeline (the definitions change marks the days
// still in retention dirty, drainPipeline loads, processes and writes them), so the analytics
// endpoint answers from rollups built from the very rows the raw baseline reads.
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../apps/server/src/app-context';
import { drainPipeline } from '../apps/server/src/pipeline/worker';
import { RAW_DAYS, type RawLocation } from './analytics-raw-baseline';

export async function processRawLocation(
  app: FastifyInstance,
  ctx: AppContext,
  token: string,
  raw: RawLocation,
): Promise<{ seconds: number; processedDays: number }> {
  // Raw rows older than raw_retention_days are not reprocessed: keep all 30 days in retention.
  const response = await app.inject({
    method: 'PUT',
    url: `/api/system/locations/${raw.locationId}/definitions`,
    headers: { authorization: `Bearer ${token}` },
    payload: { ...DEFAULT_LOCATION_DEFINITIONS, raw_retention_days: RAW_DAYS + 15 },
  });
  if (response.statusCode !== 200)
    throw new Error(`definitions: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const started = performance.now();
  const result = await drainPipeline(ctx, {
    log: { info: () => undefined, error: () => undefined },
  });
  if (result.failures.length > 0)
    throw new Error(`pipeline failed: ${JSON.stringify(result.failures.slice(0, 3))}`);
  return { seconds: (performance.now() - started) / 1000, processedDays: result.processedDays };
}
