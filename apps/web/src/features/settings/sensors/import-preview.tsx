import { Badge, Group, Text } from '@mantine/core';
import {
  HARDWARE_IMPORT_OUTCOMES,
  capitalizeFirst,
  type HardwareImportOutcome,
  type HardwareImportResult,
  type HardwareImportRow,
} from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';

export const OUTCOME_COLORS: Record<HardwareImportOutcome, string> = {
  added: 'green',
  unavailable: 'red',
  already_here: 'gray',
  not_found: 'orange',
  elsewhere: 'yellow',
};

/**
 * One row per CSV line with exactly one of the five import messages (docs/product.md section 5),
 * then the counts.
 */
export function ImportPreview({ result }: { result: HardwareImportResult }) {
  const { t } = useTranslation();
  const columns: DataTableColumn<HardwareImportRow>[] = [
    { key: 'line', header: t('hardwareImport.line'), cell: (row) => row.line },
    {
      key: 'serial',
      header: t('hardwareImport.serial'),
      monospace: true,
      cell: (row) => row.serial,
    },
    {
      key: 'result',
      header: t('hardwareImport.result'),
      cell: (row) => (
        <Text size="sm" c={row.outcome === 'added' ? 'green' : undefined}>
          {capitalizeFirst(
            t(`hardwareImport.messages.${row.outcome}`, { location: row.location_name ?? '' }),
          )}
        </Text>
      ),
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={result.rows}
        rowKey={(row) => row.line}
        rowProps={(row) => ({ 'data-outcome': row.outcome })}
        minWidth={560}
      />
      <Group gap="xs" mt="sm" role="list" aria-label={t('hardwareImport.summaryTitle')}>
        {HARDWARE_IMPORT_OUTCOMES.map((outcome) => (
          <Badge key={outcome} role="listitem" color={OUTCOME_COLORS[outcome]} variant="light">
            {t(`hardwareImport.outcomes.${outcome}`)}: {result.summary[outcome]}
          </Badge>
        ))}
      </Group>
    </>
  );
}
