import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { analysisNavPages, analysisPagePath, type AnalysisNavPage } from './analysis-pages';

export interface AnalysisNavProps {
  locationId: string;
  /** The page shown now (marked, not linked). */
  current?: AnalysisNavPage;
  /** The location has the ADAM add-on: its area analytics page comes first. */
  adam?: boolean;
}

/**
 * Links to the location's ADAM area analytics (with the add-on), customer journey, heatmaps and
 * connectivity pages, keeping the range; for the dashboards' headers and for these pages.
 */
export function AnalysisNav({ locationId, current, adam = false }: AnalysisNavProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Group component="nav" aria-label={t('journeys.nav.label')} gap="md" wrap="wrap">
      {analysisNavPages(adam).map((page) => (
        <Anchor
          key={page}
          component={Link}
          to={analysisPagePath(locationId, page, search)}
          aria-current={page === current ? 'page' : undefined}
          fw={page === current ? 700 : 500}
          underline={page === current ? 'always' : 'hover'}
          size="sm"
        >
          {page === 'adam' ? t('events.adamLink') : t(`journeys.nav.${page}`)}
        </Anchor>
      ))}
    </Group>
  );
}
