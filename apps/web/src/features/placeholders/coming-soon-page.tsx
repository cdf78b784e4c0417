import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { currentScreen } from '../../app/screen-handle';
import { PageTitle } from '../../components/page-title';

/** A screen of a later release: its translated title (from the route's handle) and a note. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const key = currentScreen(useMatches());
  return (
    <>
      {key && <PageTitle title={t(`screens.${key}`)} />}
      <Text c="dimmed">{t('comingSoon.text')}</Text>
    </>
  );
}
