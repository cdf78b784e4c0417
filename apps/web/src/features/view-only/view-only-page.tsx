import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { locationDisplayName } from '@footfall/core';
import { useTranslation } from 'react-i18next';
import { useMatches, useSearchParams } from 'react-router';
import { useSharedLocation } from '../../api/locations';
import { currentScreen, type ScreenKey } from '../../app/screen-handle';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { PageTitle } from '../../components/page-title';
import { StandaloneLayout } from '../../components/standalone-layout';
import { formatDateTime } from '../../lib/format-date-time';
import { SharedChart } from './shared-chart';
import { viewOnlyFailure } from './view-only-failure';

/**
 * /view-only/journey|heatmap|connectivity?token=&location=: a chart shared read-only, opened
 * without an account. The page's token authenticates every call (the HTTP client sends it), and a
 * refused token is explained here, never answered with a logout.
 */
export function ViewOnlyPage() {
  const { t } = useTranslation();
  const screenKey = currentScreen(useMatches());
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const locationId = params.get('location') ?? '';
  const complete = /^\S+$/.test(token) && /^\d+$/.test(locationId);

  return (
    <StandaloneLayout homeLink={null} size="lg">
      <Group gap="sm" align="center" mb="xs">
        <Badge color="gray" variant="outline" size="lg">
          {t('viewOnly.badge')}
        </Badge>
      </Group>
      {screenKey && <PageTitle title={t(`screens.${screenKey}`)} />}
      {complete ? (
        <SharedLocation
          token={token}
          locationId={locationId}
          expires={params.get('expires')}
          screen={screenKey}
        />
      ) : (
        <Alert color="red" role="alert" title={t('viewOnly.unavailable')}>
          {t('viewOnly.incomplete')}
        </Alert>
      )}
    </StandaloneLayout>
  );
}

interface SharedLocationProps {
  token: string;
  locationId: string;
  expires: string | null;
  screen: ScreenKey | null;
}

function SharedLocation({ token, locationId, expires, screen }: SharedLocationProps) {
  const { t, i18n } = useTranslation();
  const location = useSharedLocation(locationId, token);

  if (location.isPending) return <LoadingState />;
  if (location.isError) {
    const failure = viewOnlyFailure(location.error);
    if (failure === 'other') return <ErrorState onRetry={() => void location.refetch()} />;
    return (
      <Alert color="red" role="alert" title={t('viewOnly.unavailable')}>
        {t(failure === 'expired' ? 'viewOnly.expired' : 'viewOnly.notFound')}
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3">
          {locationDisplayName(location.data.name)}
        </Title>
        <Text c="dimmed">{t(`locationTypes.${location.data.type}`)}</Text>
        {expires && (
          <Text size="sm" c="dimmed" mt={4}>
            {t('viewOnly.expires', { date: formatDateTime(expires, i18n.language) })}
          </Text>
        )}
      </div>
      <SharedChart screen={screen} location={location.data} />
    </Stack>
  );
}
