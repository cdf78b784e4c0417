import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigureFormat } from '../../../lib/figures/use-figure-format';
import type { ResultsFormat } from '../result-tables';

/** The shared figure format and the reports catalogue's mark for a missing figure. */
export function useResultsFormat(): ResultsFormat {
  const { t } = useTranslation();
  const figures = useFigureFormat();
  return useMemo(() => ({ ...figures, missing: t('reports.results.missing') }), [figures, t]);
}
