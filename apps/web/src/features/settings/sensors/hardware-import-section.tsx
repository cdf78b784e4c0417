import { Alert, Button, FileInput, Group, List, Stack, Text, Textarea, Title } from '@mantine/core';
import type { HardwareImportResult } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHardwareImport } from '../../../api/sensors';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { ImportPreview } from './import-preview';
import { SettingsCard } from '../../../components/settings-card';

/** "Line 3: …" for each line the server refused, in line order. */
function lineErrors(fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .filter(([key]) => /^csv\.\d+$/.test(key))
    .map(([key, message]) => [Number(key.slice(4)), message] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([line, message]) => `${line}: ${message}`);
}

/**
 * The CSV hardware import: choose or paste a file, preview what each row would do (nothing
 * changes), then import and see the final summary.
 */
export function HardwareImportSection({ locationId }: { locationId: string }) {
  const { t } = useTranslation();
  const run = useHardwareImport(locationId);
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState('');
  const [result, setResult] = useState<HardwareImportResult | null>(null);
  const [problem, setProblem] = useState<{ message: string; lines: string[] } | null>(null);

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setResult(null);
    setProblem(null);
    if (!chosen) return;
    try {
      setCsv(await chosen.text());
    } catch {
      setProblem({ message: t('hardwareImport.readFailed'), lines: [] });
    }
  };

  const send = async (dryRun: boolean) => {
    setProblem(null);
    if (csv.trim() === '') {
      setProblem({ message: t('hardwareImport.empty'), lines: [] });
      return;
    }
    try {
      setResult(await run.mutateAsync({ csv, dry_run: dryRun }));
    } catch (failed) {
      setResult(null);
      const lines = isApiError(failed) ? lineErrors(failed.fields) : [];
      setProblem({
        message: lines.length > 0 ? t('hardwareImport.fileErrors') : failureMessage(failed, t),
        lines: lines.map((line) => `${t('hardwareImport.line')} ${line}`),
      });
    }
  };

  const startOver = () => {
    setFile(null);
    setCsv('');
    setResult(null);
    setProblem(null);
  };

  return (
    <SettingsCard title={t('hardwareImport.title')} intro={t('hardwareImport.intro')}>
      <Stack>
        <FileInput
          label={t('hardwareImport.file')}
          placeholder={t('hardwareImport.filePlaceholder')}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={(chosen) => void choose(chosen)}
        />
        <Textarea
          label={t('hardwareImport.paste')}
          autosize
          minRows={3}
          maxRows={10}
          ff="monospace"
          value={csv}
          onChange={(event) => {
            setCsv(event.currentTarget.value);
            setResult(null);
          }}
        />
        {problem && (
          <Alert color="red" role="alert">
            {problem.message}
            {problem.lines.length > 0 && (
              <List size="sm" mt="xs">
                {problem.lines.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {!result && (
          <Group>
            <Button loading={run.isPending} onClick={() => void send(true)}>
              {t('hardwareImport.preview')}
            </Button>
          </Group>
        )}
        {result && (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {result.dry_run ? t('hardwareImport.previewTitle') : t('hardwareImport.resultTitle')}
            </Title>
            <ImportPreview result={result} />
            {result.dry_run && result.summary.added === 0 && (
              <Text size="sm" c="dimmed">
                {t('hardwareImport.nothingToAdd')}
              </Text>
            )}
            <Group mt="sm">
              {result.dry_run && (
                <Button
                  loading={run.isPending}
                  disabled={result.summary.added === 0}
                  onClick={() => void send(false)}
                >
                  {t('hardwareImport.import')}
                </Button>
              )}
              <Button variant="default" onClick={startOver}>
                {t('hardwareImport.startOver')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </SettingsCard>
  );
}
