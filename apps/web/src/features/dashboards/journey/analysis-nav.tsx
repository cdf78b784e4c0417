import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ANALYSIS_PAGES, analysisPagePath, type AnalysisPage } from './analysis-pages';

export interface AnalysisNavProps {
  locationId: string;
  /** The page shown now (marked, not linked). */
  current?: AnalysisPage;
}

/**
 * Links to the location's customer journey, heatmaps and connectivity pages, keeping the range;
 * for the dashboards' headers and for these pages themselves.
 */
export function AnalysisNav({ locationId, current }: AnalysisNavProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <Group component="nav" aria-label={t('journeys.nav.label')} gap="md" wrap="wrap">
      {ANALYSIS_PAGES.map((page) => (
        <Anchor
          key={page}
          component={Link}
          to={analysisPagePath(locationId, page, search)}
          aria-current={page === current ? 'page' : undefined}
          fw={page === current ? 700 : 500}
          underline={page === current ? 'always' : 'hover'}
          size="sm"
        >
          {t(`journeys.nav.${page}`)}
        </Anchor>
      ))}
    </Group>
  );
}
