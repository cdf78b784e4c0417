export { IngestClient, IngestError, batchId, MAX_BATCH_ITEMS } from './ingest-client';
export type {
  IngestAck,
  IngestClientOptions,
  Detection,
  DoorCount,
  IntervalCount,
} from './ingest-client';
export { ApiSession, login } from './api-session';
