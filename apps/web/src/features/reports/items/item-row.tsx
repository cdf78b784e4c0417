import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { REPORT_METRICS, type ReportMetric } from '@footfall/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteReportItem, useSaveReportItem } from '../../../api/reports';
import { isApiError } from '../../../lib/http/api-error';
import { failureMessage } from '../../../lib/http/failure-message';
import { itemSaveOf, type ItemRow } from '../report-items';

interface ItemRowProps {
  reportId: string;
  row: ItemRow;
}

/** One covered location: its metrics, and an editor that saves this row alone. */
export function ItemRowView({ reportId, row }: ItemRowProps) {
  const { t } = useTranslation();
  const save = useSaveReportItem(reportId);
  const remove = useDeleteReportItem(reportId);
  const [draft, setDraft] = useState<ReportMetric[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const names = (metrics: readonly ReportMetric[]) =>
    metrics.map((metric) => t(`reports.metrics.${metric}`)).join(', ');

  /** Runs one change of this row, closing the editor on success and showing why it failed. */
  const apply = async (change: () => Promise<unknown>) => {
    setError(null);
    try {
      await change();
      setDraft(null);
      setSaved(true);
    } catch (failed) {
      // A 409 (another item holds this location) and a 400 explain themselves.
      const field = isApiError(failed) ? Object.values(failed.fields)[0] : undefined;
      setError(field ?? failureMessage(failed, t));
    }
  };

  const submit = async () => {
    if (!draft) return;
    if (draft.length === 0) {
      setError(t('reports.form.noMetric'));
      return;
    }
    await apply(() => save.mutateAsync(itemSaveOf(row, draft)));
  };

  // Removing the override (rather than copying the report's metrics into it) keeps the location
  // following later changes of the report's metrics.
  const item = row.item;
  const dropOverride = item ? () => apply(() => remove.mutateAsync(item.id)) : null;

  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600} style={{ verticalAlign: 'top' }}>
        {row.name}
      </Table.Th>
      <Table.Td style={{ verticalAlign: 'top' }}>
        {draft === null ? (
          <Stack gap={2}>
            <Text size="sm" fw={row.item ? 600 : undefined}>
              {row.item ? t('reports.items.own') : t('reports.items.usesReport')}
            </Text>
            <Text size="sm" c="dimmed">
              {names(row.metrics)}
            </Text>
            {saved && (
              <Text size="xs" c="green" role="status">
                {t('reports.items.saved')}
              </Text>
            )}
          </Stack>
        ) : (
          <Checkbox.Group
            label={t('reports.items.metricsFor', { name: row.name })}
            value={draft}
            onChange={(metrics) => setDraft(metrics as ReportMetric[])}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing={6}>
              {REPORT_METRICS.map((metric) => (
                <Checkbox key={metric} value={metric} label={t(`reports.metrics.${metric}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
        )}
        {error && (
          <Alert color="red" role="alert" mt="xs" p="xs">
            {error}
          </Alert>
        )}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        {draft === null ? (
          <Button
            size="xs"
            variant="default"
            aria-label={t('reports.items.editFor', { name: row.name })}
            onClick={() => {
              setSaved(false);
              setError(null);
              setDraft([...row.metrics]);
            }}
          >
            {t('reports.edit')}
          </Button>
        ) : (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              aria-label={t('reports.items.saveFor', { name: row.name })}
              loading={save.isPending}
              disabled={remove.isPending}
              onClick={() => void submit()}
            >
              {t('common.save')}
            </Button>
            {dropOverride && (
              <Button
                size="xs"
                variant="default"
                aria-label={t('reports.items.useReportFor', { name: row.name })}
                loading={remove.isPending}
                disabled={save.isPending}
                onClick={() => void dropOverride()}
              >
                {t('reports.items.useReport')}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              onClick={() => {
                setDraft(null);
                setError(null);
              }}
            >
              {t('common.cancel')}
            </Button>
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
