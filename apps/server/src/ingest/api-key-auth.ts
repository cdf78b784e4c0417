// Who is posting sensor data: the location's API key (`Authorization: Bearer ffk_...`), looked up
// by its hash. Checked in an onRequest hook, so an unauthenticated 16 MB body is never parsed; the
// hook leaves the caller on the request (`request.ingestCaller`, a decoration of the server).
import { DEFAULT_LOCATION_DEFINITIONS } from '@footfall/core';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { apiKeys, locations, locationSettings } from '../db/schema';
import { hashToken } from '../auth/tokens';
import { ApiError } from '../http/errors';
import { noteReplacedKey } from '../keys/api-key-store';

/** The key's location, with what ingest needs to judge and file a batch. */
export type IngestCaller = {
  locationId: number;
  corporationId: number;
  timeZone: string;
  rawRetentionDays: number;
  /** A booth's show: the show's visits include the booth's detections (pipeline/day-inputs). */
  show: { id: number; timeZone: string } | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The location whose API key the ingest scope's hook accepted; null before it (and on the
     * server's other routes). */
    ingestCaller: IngestCaller | null;
  }
}

const shows = alias(locations, 'shows');

/** Gives every request of the server its `ingestCaller`, null until the ingest hook sets it
 * (null: an object as the default would be one object for every request). */
export function decorateIngestCaller(app: FastifyInstance): void {
  app.decorateRequest('ingestCaller', null);
}

function presentedKey(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export async function authenticateIngestKey(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<void> {
  const key = presentedKey(request);
  if (!key) throw new ApiError('AuthenticationException', "Send the location's API key");
  const caller = await callerByKey(ctx, key);
  if (!caller) throw await refusedKey(ctx, key, request.ip);
  request.ingestCaller = caller;
}

/** The error for a key that is no location's: a replaced key says so (and is counted for the
 * sensors page), anything else is just not valid. */
async function refusedKey(ctx: AppContext, key: string, from: string): Promise<ApiError> {
  return (await noteReplacedKey(ctx.db, key, { at: ctx.now(), from }))
    ? new ApiError(
        'AuthenticationException',
        "This API key was replaced by a new one: enter the location's new key (settings > API)",
      )
    : new ApiError('AuthenticationException', 'The API key is not valid');
}

/** The location whose API key this is, with what ingest needs; null for an unknown key. */
export async function callerByKey(ctx: AppContext, key: string): Promise<IngestCaller | null> {
  const [row] = await callerQuery(ctx)
    .innerJoin(apiKeys, eq(apiKeys.locationId, locations.id))
    .where(eq(apiKeys.keyHash, hashToken(key)))
    .limit(1);
  return row ? toCaller(row) : null;
}

/** A corporation's location as an ingest caller (MQTT topics name it); null if not theirs. */
export async function callerByLocation(
  ctx: AppContext,
  corporationId: number,
  locationId: number,
): Promise<IngestCaller | null> {
  const [row] = await callerQuery(ctx)
    .where(and(eq(locations.id, locationId), eq(locations.corporationId, corporationId)))
    .limit(1);
  return row ? toCaller(row) : null;
}

function callerQuery(ctx: AppContext) {
  return ctx.db
    .select({
      locationId: locations.id,
      corporationId: locations.corporationId,
      timeZone: locations.timezone,
      rawRetentionDays: locationSettings.rawRetentionDays,
      showId: shows.id,
      showTimeZone: shows.timezone,
    })
    .from(locations)
    .leftJoin(shows, eq(shows.id, locations.parentId))
    .leftJoin(locationSettings, eq(locationSettings.locationId, locations.id))
    .$dynamic();
}

function toCaller(row: Awaited<ReturnType<ReturnType<typeof callerQuery>['execute']>>[number]) {
  const { showId, showTimeZone, ...caller } = row;
  return {
    ...caller,
    show: showId === null || showTimeZone === null ? null : { id: showId, timeZone: showTimeZone },
    rawRetentionDays: row.rawRetentionDays ?? DEFAULT_LOCATION_DEFINITIONS.raw_retention_days,
  };
}

/** The caller the hook found; a route of the ingest scope always has one. */
export function ingestCaller(request: FastifyRequest): IngestCaller {
  const caller = request.ingestCaller;
  if (!caller) throw new ApiError('AuthenticationException', "Send the location's API key");
  return caller;
}
