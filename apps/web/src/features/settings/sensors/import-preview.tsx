import { Badge, Group, Table, Text } from '@mantine/core';
import {
  HARDWARE_IMPORT_OUTCOMES,
  capitalizeFirst,
  type HardwareImportOutcome,
  type HardwareImportResult,
} from '@footfall/core';
import { useTranslation } from 'react-i18next';

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
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('hardwareImport.line')}</Table.Th>
              <Table.Th scope="col">{t('hardwareImport.serial')}</Table.Th>
              <Table.Th scope="col">{t('hardwareImport.result')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rows.map((row) => (
              <Table.Tr key={row.line} data-outcome={row.outcome}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td ff="monospace">{row.serial}</Table.Td>
                <Table.Td>
                  <Text size="sm" c={row.outcome === 'added' ? 'green' : undefined}>
                    {capitalizeFirst(
                      t(`hardwareImport.messages.${row.outcome}`, {
                        location: row.location_name ?? '',
                      }),
                    )}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
