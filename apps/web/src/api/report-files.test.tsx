import type { ReportJob } from '@footfall/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http/api-error';
import { setLogoutNavigator } from '../lib/session/logout';
import { hasGlobalApiError } from '../lib/http/global-api-error';
import { getStoredToken, storeSession, takeRedirectPath } from '../lib/session/session-store';
import { fetchReportFile, fileNameFromDisposition } from './report-files';

const job = (overrides: Partial<ReportJob>): ReportJob => ({
  id: 'j1',
  kind: 'comparison-report',
  status: 'running',
  progress: 0,
  error: null,
  file_name: null,
  download_url: null,
  created_at: '2026-03-01T00:00:00Z',
  finished_at: null,
  ...overrides,
});
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubFetch(answers: Array<(url: string, init?: RequestInit) => Response>) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** The server's error envelope. */
const refusal = (status: number, errorType: string, message: string) =>
  json(status, { meta: { code: status, error_type: errorType, error_message: message } });

/** A comparison report's PDF, as the menu asks for it (a job read every millisecond). */
const comparisonPdf = () =>
  fetchReportFile({
    kind: 'comparison-report',
    request: { report_id: '7', dates: [{}] },
    format: 'pdf',
    locale: 'en-US',
    pollInterval: 1,
  });

afterEach(() => vi.unstubAllGlobals());

describe('fetchReportFile', () => {
  it('posts the request with format and locale to the origin and returns the named file', async () => {
    storeSession('tok', Date.now());
    const calls = stubFetch([
      () =>
        new Response('a,b\n1,2\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="Weekly stores.csv"' },
        }),
    ]);
    const file = await fetchReportFile({
      kind: 'comparison-report',
      request: { report_id: '7', dates: [{ format: 'DD/MM/YYYY' }] },
      format: 'csv',
      locale: 'fr',
    });
    expect(file.fileName).toBe('Weekly stores.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(calls[0]?.url).toBe('/report/comparison-report');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer tok');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      report_id: '7',
      dates: [{ format: 'DD/MM/YYYY' }],
      file_format: 'csv',
      locale: 'fr',
    });
  });

  it('follows a background job, reporting its progress, then downloads its file', async () => {
    storeSession('tok', Date.now());
    const calls = stubFetch([
      () => json(202, { data: job({ progress: 0.1 }) }),
      () => json(200, { data: job({ progress: 0.6 }) }),
      () =>
        json(200, {
          data: job({
            status: 'done',
            progress: 1,
            file_name: 'Big.pdf',
            download_url: '/report/jobs/j1/file',
          }),
        }),
      () => new Response('%PDF-1.7', { status: 200 }),
    ]);
    const progress: number[] = [];
    const file = await fetchReportFile({
      kind: 'retail-report',
      request: { location_id: '5', dates: [{}] },
      format: 'pdf',
      locale: 'en-US',
      pollInterval: 1,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(progress).toEqual([0.1, 0.6, 1]);
    expect(calls.map((call) => call.url)).toEqual([
      '/report/retail-report',
      '/report/jobs/j1',
      '/report/jobs/j1',
      '/report/jobs/j1/file',
    ]);
    expect(file.fileName).toBe('Big.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('fails with the job error when the background job failed', async () => {
    storeSession('tok', Date.now());
    stubFetch([
      () => json(202, { data: job({}) }),
      () => json(200, { data: job({ status: 'failed', error: 'Renderer crashed' }) }),
    ]);
    await expect(
      fetchReportFile({
        kind: 'comparison-report',
        request: { report_id: '7', dates: [{}] },
        format: 'xlsx',
        locale: 'en-US',
        pollInterval: 1,
      }),
    ).rejects.toThrow('Renderer crashed');
  });

  it('gives the server reason of a refused request, and logs out on a 401', async () => {
    storeSession('tok', Date.now());
    stubFetch([
      () =>
        json(400, {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'Choose a report',
            fields: { report_id: 'Choose a report' },
          },
        }),
    ]);
    const refused = fetchReportFile({
      kind: 'comparison-report',
      request: { dates: [{}] },
      format: 'pdf',
      locale: 'en-US',
    });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      fields: { report_id: 'Choose a report' },
    });

    const navigate = vi.fn();
    setLogoutNavigator(navigate);
    stubFetch([() => refusal(401, 'OAuthException', 'Expired')]);
    await expect(comparisonPdf()).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getStoredToken()).toBeNull();
  });
});

describe('fetchReportFile and the session', () => {
  it('keeps the page for after the sign-in when the token has expired (400 OAuthException)', async () => {
    storeSession('tok', Date.now());
    window.history.replaceState(null, '', '/main/comparison-report/7?from=menu');
    const navigate = vi.fn();
    setLogoutNavigator(navigate);
    stubFetch([() => refusal(400, 'OAuthException', 'Expired')]);
    await expect(comparisonPdf()).rejects.toMatchObject({
      status: 400,
      errorType: 'OAuthException',
    });
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getStoredToken()).toBeNull();
    expect(takeRedirectPath()).toBe('/main/comparison-report/7?from=menu');
  });

  it('leaves a failed job read to the caller: no global error banner', async () => {
    storeSession('tok', Date.now());
    stubFetch([
      () => json(202, { data: job({ status: 'running' }) }),
      () => refusal(404, 'NotFoundException', 'Gone'),
    ]);
    await expect(comparisonPdf()).rejects.toMatchObject({ status: 404 });
    expect(hasGlobalApiError()).toBe(false);
    expect(getStoredToken()).toBe('tok');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads quoted, bare and RFC 5987 names, preferring the encoded one', () => {
    expect(fileNameFromDisposition('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(
      fileNameFromDisposition(
        `attachment; filename="Evenement.pdf"; filename*=UTF-8''%C3%89v%C3%A8nement.pdf`,
      ),
    ).toBe('Évènement.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('inline')).toBeNull();
  });
});
