// Client of the ingest API (docs/ingest.md), authenticated by a location's API key. Used by
// the importers' CLI and by the simulator's live feed.
import { createHash } from 'node:crypto';
import { deviceSetupSchema, type DeviceSetup } from '@footfall/core';
import { DEFAULT_RETRY, IngestError, requestJson } from './http';

export { IngestError };

export interface IngestAck {
  batch_id: string;
  accepted: number;
  duplicate: boolean;
}

export interface IngestClientOptions {
  /** The server's origin, e.g. http://127.0.0.1:8080 (the API lives under /api). */
  baseUrl: string;
  apiKey: string;
  /** Attempts repeated after a network error, 5xx or 429 (default 10, at most ~60 s waiting). */
  retries?: number;
}

export type Detection = {
  ts: string;
  device: string;
  rssi: number;
  randomized: boolean;
  /** The probe's 802.11 sequence number, where the recording has it. */
  seq?: number;
};
export type DoorCount = { start: string; end: string; in: number; out: number };
export type IntervalCount = { start: string; end: string; count: number };

/** The server's limit on items per batch. */
export const MAX_BATCH_ITEMS = 10_000;

export class IngestClient {
  private readonly baseUrl: string;
  private readonly apiKey: string;
  private readonly retries: number;

  constructor(options: IngestClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.retries = options.retries ?? DEFAULT_RETRY.retries;
  }

  detections(gateway: string, batchId: string, detections: Detection[]): Promise<IngestAck> {
    return this.post('detections', { gateway, batch_id: batchId, detections });
  }

  doorCounts(tag: string, batchId: string, counts: DoorCount[]): Promise<IngestAck> {
    return this.post('door-counts', { tag, batch_id: batchId, counts });
  }

  counts(gateway: string, batchId: string, counts: IntervalCount[]): Promise<IngestAck> {
    return this.post('counts', { gateway, batch_id: batchId, counts });
  }

  heartbeat(gateway: string, ts: string, firmware: string, uptimeS: number): Promise<IngestAck> {
    return this.post('heartbeat', { gateway, ts, firmware, uptime_s: uptimeS });
  }

  /** GET /api/v1/ingest/setup: the location's setup as its devices may read it (the key's
   * location: floor plan areas, gateways, door counters, business hours). */
  async setup(): Promise<DeviceSetup> {
    const data = await requestJson(
      { method: 'GET', url: `${this.baseUrl}/api/v1/ingest/setup`, token: this.apiKey },
      { retries: this.retries, maxTotalWaitMs: DEFAULT_RETRY.maxTotalWaitMs },
    );
    return deviceSetupSchema.parse(data);
  }

  private async post(endpoint: string, body: Record<string, unknown>): Promise<IngestAck> {
    const data = await requestJson(
      {
        method: 'POST',
        url: `${this.baseUrl}/api/v1/ingest/${endpoint}`,
        token: this.apiKey,
        body,
      },
      { retries: this.retries, maxTotalWaitMs: DEFAULT_RETRY.maxTotalWaitMs },
    );
    return toAck(data, body);
  }
}

/** The heartbeat carries no batch id; its ack is normalised to the same shape. */
function toAck(data: unknown, body: Record<string, unknown>): IngestAck {
  const ack = (data ?? {}) as Partial<IngestAck>;
  return {
    batch_id: typeof ack.batch_id === 'string' ? ack.batch_id : String(body.batch_id ?? ''),
    accepted: typeof ack.accepted === 'number' ? ack.accepted : 0,
    duplicate: ack.duplicate === true,
  };
}

/** A deterministic batch id (32 hex chars of the sha-256 of the parts), so a re-run resends the same ids. */
export function batchId(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.map(String).join('\u001f')).digest('hex').slice(0, 32);
}
