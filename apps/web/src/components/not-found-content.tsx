import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from './page-title';

/** The 404 texts of docs/product.md section 2, for the 404 route and for "not found" route
 * errors. */
export function NotFoundContent() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t('notFound.title')} />
      <Text mb="md">{t('notFound.text')}</Text>
      <Anchor component={Link} to="/">
        {t('notFound.home')}
      </Anchor>
    </>
  );
}
