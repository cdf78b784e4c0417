import { REPORT_FILE_FORMATS, type ReportFileKind } from '@footfall/core';
import { Button, Group, Menu, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReportFileBody } from '../../api/report-files';
import { useReportDownload } from './use-report-download';

export interface ReportDownloadMenuProps {
  kind: ReportFileKind;
  /** The request of the kind, without file_format and locale (the menu and the app add them). */
  request: ReportFileBody;
  /** The button's text; "Download" by default. */
  label?: string;
  disabled?: boolean;
  /** The button's size, to sit among other buttons (Mantine sizes; "sm" by default). */
  size?: 'xs' | 'sm';
}

/**
 * A "Download" menu offering the generated file of a report as PDF, CSV or XLSX. A file made in
 * the background shows its progress; both progress and failure are announced (aria-live).
 */
export function ReportDownloadMenu({
  kind,
  request,
  label,
  disabled,
  size = 'sm',
}: ReportDownloadMenuProps) {
  const { t } = useTranslation();
  const { state, download, cancel } = useReportDownload(kind, request);
  const working = state.status === 'working';
  const formatName = (format: (typeof REPORT_FILE_FORMATS)[number]) =>
    t(`reportFiles.formats.${format}`);

  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs" wrap="nowrap">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default" size={size} disabled={disabled || working} loading={working}>
              {label ?? t('reportFiles.download')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown aria-label={t('reportFiles.formatsLabel')}>
            {REPORT_FILE_FORMATS.map((format) => (
              <Menu.Item key={format} onClick={() => void download(format)}>
                {formatName(format)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        {working && (
          <Button variant="subtle" size="compact-sm" onClick={cancel}>
            {t('reportFiles.cancel')}
          </Button>
        )}
      </Group>
      <div aria-live="polite" aria-atomic="true">
        {working && (
          <Stack gap={2} miw={180}>
            <Text size="sm">
              {state.progress === null
                ? t('reportFiles.preparing', { format: formatName(state.format) })
                : t('reportFiles.progress', {
                    format: formatName(state.format),
                    percent: Math.round(state.progress * 100),
                  })}
            </Text>
            {state.progress !== null && (
              <Progress
                value={state.progress * 100}
                size="sm"
                aria-label={t('reportFiles.progressLabel')}
              />
            )}
          </Stack>
        )}
      </div>
      {state.status === 'error' && (
        <Group gap="xs" role="alert">
          <Text size="sm" c="red">
            {t('reportFiles.failedFormat', { format: formatName(state.format) })} {state.message}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void download(state.format)}>
            {t('common.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
