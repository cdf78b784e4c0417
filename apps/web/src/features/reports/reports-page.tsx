import { Alert, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import type { Report } from '@footfall/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocations } from '../../api/locations';
import { useCreateReport, useDeleteReport, useReports } from '../../api/reports';
import { ConfirmMutationModal } from '../../components/confirm-mutation-modal';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { PageState } from '../../components/page-state';
import { useLocale } from '../../i18n/use-locale';
import { failureMessage } from '../../lib/http/failure-message';
import { duplicateRequestOf } from './report-form';
import { ReportFormModal } from './report-form-modal';
import { ResultsModal } from './results/results-modal';
import { useScopeOptions } from './use-scope-options';
import { nextSort, reportRows, searchRows, sortRows, type ReportSort } from './report-rows';
import { ReportsTable } from './reports-table';

/** /main/reports: the saved reports, searchable and sortable; create, edit, duplicate, delete,
 * run (results) and the last scheduled delivery. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [locale] = useLocale();
  const reports = useReports();
  const locations = useLocations();
  const create = useCreateReport();
  const remove = useDeleteReport();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ReportSort>({ key: 'name', direction: 'asc' });
  const [editing, setEditing] = useState<Report | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Report | null>(null);
  const [viewing, setViewing] = useState<Report | null>(null);
  const [duplicatingId, setDuplicatingId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const visibleLocations = useMemo(() => locations.data ?? [], [locations.data]);
  const { folders, folderOptions } = useScopeOptions(visibleLocations);
  const folderLabels = useMemo(
    () => new Map(folderOptions.map((option) => [option.value, option.label])),
    [folderOptions],
  );
  const allRows = useMemo(
    () => reportRows(reports.data ?? [], visibleLocations, locale, t, folderLabels),
    [reports.data, visibleLocations, locale, t, folderLabels],
  );
  const rows = useMemo(
    () => sortRows(searchRows(allRows, query), sort, locale),
    [allRows, query, sort, locale],
  );

  const duplicate = async (report: Report) => {
    setActionError(null);
    setDuplicatingId(report.id);
    try {
      await create.mutateAsync(
        duplicateRequestOf(report, t('reports.copyOf', { name: report.name })),
      );
    } catch (failed) {
      setActionError(failureMessage(failed, t));
    } finally {
      setDuplicatingId(null);
    }
  };

  const title = t('reports.title');
  if (reports.isPending || locations.isPending) return <PageState title={title} />;
  if (reports.isError)
    return <PageState title={title} failed onRetry={() => void reports.refetch()} />;

  const newButton = <Button onClick={() => setEditing('new')}>{t('reports.new')}</Button>;

  return (
    <>
      <PageTitle title={title} />
      <Text size="sm" c="dimmed" mb="md">
        {t('reports.intro')}
      </Text>
      {reports.data.length === 0 ? (
        <EmptyState message={t('reports.empty')} action={newButton} />
      ) : (
        <Paper withBorder p="lg">
          <Group justify="space-between" align="flex-end" mb="md">
            <TextInput
              type="search"
              label={t('reports.search')}
              placeholder={t('reports.searchHint')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              w={{ base: '100%', sm: 360 }}
            />
            {newButton}
          </Group>
          {actionError && (
            <Alert
              color="red"
              role="alert"
              mb="md"
              withCloseButton
              onClose={() => setActionError(null)}
            >
              {actionError}
            </Alert>
          )}
          <Text size="sm" c="dimmed" mb="xs" aria-live="polite">
            {t('reports.count', { shown: rows.length, total: allRows.length })}
          </Text>
          {rows.length === 0 ? (
            <EmptyState message={t('reports.noMatch', { query })} />
          ) : (
            <ReportsTable
              rows={rows}
              sort={sort}
              onSort={(key) => setSort((current) => nextSort(current, key))}
              onResults={setViewing}
              onEdit={setEditing}
              onDuplicate={(report) => void duplicate(report)}
              onDelete={(report) => {
                remove.reset();
                setDeleting(report);
              }}
              duplicatingId={duplicatingId}
            />
          )}
        </Paper>
      )}
      {editing && (
        <ReportFormModal
          report={editing === 'new' ? undefined : editing}
          locations={visibleLocations}
          folders={folders}
          folderOptions={folderOptions}
          onClose={() => setEditing(null)}
        />
      )}
      {viewing && <ResultsModal report={viewing} onClose={() => setViewing(null)} />}
      <ConfirmMutationModal
        target={deleting?.id ?? null}
        mutation={remove}
        title={t('reports.deleteTitle')}
        confirmLabel={t('reports.delete')}
        onClose={() => setDeleting(null)}
      >
        {t('reports.deleteText', { name: deleting?.name ?? '' })}
      </ConfirmMutationModal>
    </>
  );
}
