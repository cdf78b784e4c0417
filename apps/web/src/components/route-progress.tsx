import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * The top progress bar: shown while the router loads the next page (its lazy code and loaders)
 * and cleared as soon as the page change completes (docs/product.md section 2).
 */
export function RouteProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size="xs"
      radius={0}
      aria-label={t('common.loadingPage')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
