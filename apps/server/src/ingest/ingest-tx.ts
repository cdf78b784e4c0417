// The transaction every ingest batch runs in (one per batch: all of it is stored, or nothing).
import type { Database } from '../db/client';

export type IngestTx = Parameters<Parameters<Database['transaction']>[0]>[0];
