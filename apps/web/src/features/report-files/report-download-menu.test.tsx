import type { ReportJob } from '@footfall/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { createI18n } from '../../i18n/i18n';
import { storeSession } from '../../lib/session/session-store';
import { ReportDownloadMenu } from './report-download-menu';

const running: ReportJob = {
  id: 'j9',
  kind: 'comparison-report',
  status: 'running',
  progress: 0.4,
  error: null,
  file_name: null,
  download_url: null,
  created_at: '2026-03-01T00:00:00Z',
  finished_at: null,
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderMenu() {
  return render(
    <Providers queryClient={createQueryClient()} i18n={createI18n('en-US')}>
      <ReportDownloadMenu kind="comparison-report" request={{ report_id: '3', dates: [{}] }} />
    </Providers>,
  );
}

let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  storeSession('tok', Date.now());
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        saved.push(blob);
        return 'blob:x';
      }),
      revokeObjectURL: vi.fn(),
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('ReportDownloadMenu', () => {
  it('offers PDF, CSV and XLSX from the keyboard and saves the chosen file', async () => {
    const fetchMock = vi.fn(async () => new Response('x;y', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderMenu();
    const button = screen.getByRole('button', { name: 'Download' });
    button.focus();
    await user.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PDF document',
      'CSV (spreadsheet text)',
      'Excel workbook (XLSX)',
    ]);
    await user.click(items[1]!);
    await waitFor(() => expect(saved).toHaveLength(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/report/comparison-report');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ report_id: '3', file_format: 'csv', locale: 'en-US' });
  });

  it('announces the progress of a background file, then a failure with a retry', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answers = [
      async () => json(202, { data: running }),
      async () => {
        await gate;
        return json(200, {
          data: { ...running, status: 'failed', error: 'No data for the period' },
        });
      },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!()),
    );
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(await screen.findByRole('menuitem', { name: 'PDF document' }));
    expect(await screen.findByText('Preparing the PDF document: 40%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'File progress' })).toBeTruthy();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The PDF document could not be downloaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
