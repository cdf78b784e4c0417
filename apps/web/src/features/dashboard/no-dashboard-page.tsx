import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';

/** Shown for a location without a dashboard (a mall, SPEC.md section 2). */
export function NoDashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('shell.dashboard')} />
      <Text>{t('shell.noDashboard')}</Text>
    </>
  );
}
