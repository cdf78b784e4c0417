import { Button, Container, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundContent } from '../components/not-found-content';
import { PageTitle } from '../components/page-title';
import { isApiError } from '../lib/http/api-error';

function isNotFound(error: unknown): boolean {
  return (isRouteErrorResponse(error) || isApiError(error)) && error.status === 404;
}

// A loader or component failed; an unknown id (404) reads as "Page not found".
function RouteErrorContent() {
  const { t } = useTranslation();
  if (isNotFound(useRouteError())) return <NotFoundContent />;
  return (
    <>
      <PageTitle title={t('errors.routeTitle')} />
      <Text mb="md">{t('errors.routeText')}</Text>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </>
  );
}

/** The error page of the whole app: the page's only content. */
export function RouteErrorPage() {
  return (
    <Container component="main" size="sm" py="xl">
      <RouteErrorContent />
    </Container>
  );
}

/** The error of one screen inside the app shell, which stays usable around it. */
export function ScreenErrorPage() {
  return <RouteErrorContent />;
}
