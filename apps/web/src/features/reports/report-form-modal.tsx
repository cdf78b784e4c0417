import { Modal, Tabs } from '@mantine/core';
import type { Report } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { DefinitionForm, type DefinitionFormProps } from './definition/definition-form';
import { ItemsPanel } from './items/items-panel';

type ReportFormModalProps = DefinitionFormProps;

/**
 * Creates or edits a saved report. An existing report also has its per-location metrics, which
 * are saved row by row against the report as it is stored.
 */
export function ReportFormModal(props: ReportFormModalProps) {
  const { t } = useTranslation();
  const { report, onClose } = props;
  const title = report
    ? t('reports.form.editTitle', { name: report.name })
    : t('reports.form.newTitle');
  return (
    <Modal opened onClose={onClose} size="xl" title={title}>
      {report ? <EditTabs {...props} report={report} /> : <DefinitionForm {...props} />}
    </Modal>
  );
}

function EditTabs(props: ReportFormModalProps & { report: Report }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="definition">
      <Tabs.List mb="md">
        <Tabs.Tab value="definition">{t('reports.form.definitionTab')}</Tabs.Tab>
        <Tabs.Tab value="items">{t('reports.form.itemsTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="definition">
        <DefinitionForm {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="items">
        <ItemsPanel report={props.report} locations={props.locations} folders={props.folders} />
      </Tabs.Panel>
    </Tabs>
  );
}
