// What an import sends: batches of one endpoint for one gateway or tag, with deterministic ids
// (kind, location, file, target, chunk index) so a re-run after a crash resends the same ids and
// the server counts each batch once.
import { batchId, type Detection, type DoorCount, type IntervalCount } from '../../client';

export type Batch =
  | { endpoint: 'detections'; target: string; id: string; items: Detection[] }
  | { endpoint: 'door-counts'; target: string; id: string; items: DoorCount[] }
  | { endpoint: 'counts'; target: string; id: string; items: IntervalCount[] };

export interface BatchSource {
  kind: string;
  locationId: string;
  /** The file's name (not its folder: the same file elsewhere is the same data). */
  file: string;
  target: string;
}

/** Splits items into chunks of `size` and names each chunk. */
export function chunked<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
}

export const chunkId = (source: BatchSource, index: number): string =>
  batchId(source.kind, source.locationId, source.file, source.target, index);

export function detectionBatches(source: BatchSource, chunks: Detection[][]): Batch[] {
  return chunks
    .map((items, index) => ({
      endpoint: 'detections' as const,
      target: source.target,
      id: chunkId(source, index),
      items,
    }))
    .filter((batch) => batch.items.length > 0);
}

export function doorCountBatches(source: BatchSource, items: DoorCount[], size: number): Batch[] {
  return chunked(items, size).map((chunk, index) => ({
    endpoint: 'door-counts' as const,
    target: source.target,
    id: chunkId(source, index),
    items: chunk,
  }));
}

export function countBatches(source: BatchSource, items: IntervalCount[], size: number): Batch[] {
  return chunked(items, size).map((chunk, index) => ({
    endpoint: 'counts' as const,
    target: source.target,
    id: chunkId(source, index),
    items: chunk,
  }));
}
