import type { ReportFileFormat, ReportFileKind } from '@footfall/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/http/failure-message';
import { useLocale } from '../../i18n/use-locale';
import { fetchReportFile, saveBlob, type ReportFileBody } from '../../api/report-files';

export type ReportDownloadState =
  | { status: 'idle' }
  /** progress: 0..1 once a background job reports it, null before. */
  | { status: 'working'; format: ReportFileFormat; progress: number | null }
  | { status: 'error'; format: ReportFileFormat; message: string };

export interface UseReportDownload {
  state: ReportDownloadState;
  download: (format: ReportFileFormat) => Promise<void>;
  cancel: () => void;
}

/** Downloads one generated file at a time in the UI locale, with its progress and failure. */
export function useReportDownload(
  kind: ReportFileKind,
  request: ReportFileBody,
): UseReportDownload {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const [state, setState] = useState<ReportDownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the page stops a poll that nobody would see the end of.
  useEffect(() => () => running.current?.abort(), []);

  const download = useCallback(
    async (format: ReportFileFormat) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'working', format, progress: null });
      try {
        const file = await fetchReportFile({
          kind,
          request,
          format,
          locale,
          signal: controller.signal,
          onProgress: (progress) => setState({ status: 'working', format, progress }),
        });
        if (controller.signal.aborted) return;
        saveBlob(file);
        setState({ status: 'idle' });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          format,
          message: failureMessage(error, t, t('reportFiles.failed')),
        });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [kind, request, locale, t],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, download, cancel };
}
