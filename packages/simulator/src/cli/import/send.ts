// Sends an import's batches in order, printing progress, and tallies the outcome.
import { IngestClient, type IngestAck } from '../../client';
import type { Batch } from './batches';

export interface SendJob {
  /** What the progress lines call this part of the import, e.g. "location 12". */
  label: string;
  apiKey: string;
  batches: Batch[];
}

export interface SendSummary {
  batches: number;
  duplicates: number;
  /** Items sent in batches the server accepted as new. */
  accepted: number;
  /** Items of every batch sent, duplicates included. */
  items: number;
}

export type Print = (line: string) => void;

function sendOne(client: IngestClient, batch: Batch): Promise<IngestAck> {
  switch (batch.endpoint) {
    case 'detections':
      return client.detections(batch.target, batch.id, batch.items);
    case 'door-counts':
      return client.doorCounts(batch.target, batch.id, batch.items);
    case 'counts':
      return client.counts(batch.target, batch.id, batch.items);
  }
}

/** Progress every 10 % of the batches (and the last one). */
const progressStep = (total: number) => Math.max(1, Math.ceil(total / 10));

export async function sendJobs(
  baseUrl: string,
  jobs: SendJob[],
  print: Print,
  retries?: number,
): Promise<SendSummary> {
  const summary: SendSummary = { batches: 0, duplicates: 0, accepted: 0, items: 0 };
  const total = jobs.reduce((sum, job) => sum + job.batches.length, 0);
  const step = progressStep(total);
  for (const job of jobs) {
    const client = new IngestClient({
      baseUrl,
      apiKey: job.apiKey,
      ...(retries === undefined ? {} : { retries }),
    });
    for (const batch of job.batches) {
      let ack: IngestAck;
      try {
        ack = await sendOne(client, batch);
      } catch (error) {
        throw new BatchFailure(job.label, batch, summary, error);
      }
      summary.batches += 1;
      summary.items += batch.items.length;
      if (ack.duplicate) summary.duplicates += 1;
      else summary.accepted += ack.accepted;
      if (summary.batches % step === 0 || summary.batches === total)
        print(
          `  ${summary.batches}/${total} batches (${job.label}), ${summary.items} items, ${summary.duplicates} duplicates`,
        );
    }
  }
  return summary;
}

/** A batch the server refused (or never answered): which one, and how far the import got. */
export class BatchFailure extends Error {
  constructor(
    readonly label: string,
    readonly batch: Batch,
    readonly summary: SendSummary,
    readonly reason: unknown,
  ) {
    const why = reason instanceof Error ? reason.message : String(reason);
    super(`Batch ${batch.id} (${batch.endpoint} of ${batch.target}, ${label}) failed: ${why}`);
    this.name = 'BatchFailure';
  }
}
