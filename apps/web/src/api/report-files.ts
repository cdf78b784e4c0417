// The client of POST {origin}/report/<kind> (docs/product.md section 7: answered with the file).
// A small file is the answer itself; a large one is a job (202) whose progress is read until its
// file can be fetched (core's reportJobSchema, docs/reports.md). The answers are files, not JSON
// envelopes: they go through the one client's requestResponse, which ends the session as every
// call does (docs/product.md section 8, the page kept for after the sign-in) and leaves every other
// failure to the caller, which shows it in place.
import {
  reportJobSchema,
  type ReportFileFormat,
  type ReportFileKind,
  type ReportFileRequestInput,
  type ReportJob,
} from '@footfall/core';
import { ApiError } from '../lib/http/api-error';
import { requestResponse } from '../lib/http/client';
import { originUrl } from '../lib/http/urls';

/** The request of a kind without what the menu chooses (the format) or the app knows (locale). */
export type ReportFileBody = Omit<ReportFileRequestInput, 'file_format' | 'locale'>;

export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

export interface FetchReportFileOptions {
  kind: ReportFileKind;
  request: ReportFileBody;
  format: ReportFileFormat;
  locale: string;
  /** 0..1 while a background job runs. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Milliseconds between two reads of a job's progress. */
  pollInterval?: number;
}

const DEFAULT_POLL_MS = 1000;

/** Asks for a file and returns it, following a background job when the server makes one. */
export async function fetchReportFile(options: FetchReportFileOptions): Promise<DownloadedFile> {
  const { kind, request, format, locale, signal } = options;
  const body = { ...request, file_format: format, locale };
  const answer = await requestResponse(originUrl(`report/${kind}`), {
    method: 'POST',
    body,
    signal,
  });
  if (answer.status !== 202) return readFile(answer, `${kind.replace(/\//g, '-')}.${format}`);

  let job = await readJob(answer);
  const fallbackName = `${kind.replace(/\//g, '-')}.${format}`;
  while (job.status === 'running') {
    options.onProgress?.(job.progress);
    await wait(options.pollInterval ?? DEFAULT_POLL_MS, signal);
    job = await readJob(
      await requestResponse(originUrl(`report/jobs/${encodeURIComponent(job.id)}`), { signal }),
    );
  }
  if (job.status === 'failed') {
    throw new ApiError({ status: 0, errorType: null, message: job.error ?? 'Report failed' });
  }
  options.onProgress?.(1);
  const fileUrl = job.download_url ?? originUrl(`report/jobs/${encodeURIComponent(job.id)}/file`);
  return readFile(await requestResponse(fileUrl, { signal }), job.file_name ?? fallbackName);
}

async function readJob(response: Response): Promise<ReportJob> {
  const payload = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
  const parsed = reportJobSchema.safeParse(payload?.data ?? payload);
  if (!parsed.success) {
    throw new ApiError({
      status: 0,
      errorType: null,
      message: 'Unexpected answer for a report job',
    });
  }
  return parsed.data;
}

async function readFile(response: Response, fallbackName: string): Promise<DownloadedFile> {
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  return { fileName: fileName ?? fallbackName, blob: await response.blob() };
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || null;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('Aborted'));
    };
    // The listener goes with the timer, so polling does not pile listeners up on the signal.
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Hands a blob to the browser as a download. */
export function saveBlob({ fileName, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Browsers read the URL after the click returns, some of them (Safari, older Firefox) well
  // after: revoking at once can cancel the download, so the blob is kept for a while.
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
