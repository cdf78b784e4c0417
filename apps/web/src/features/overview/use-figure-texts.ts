import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/use-locale';
import { formatMetricChange } from '@footfall/core';
import { formatFigure } from './overview-format';
import type { FigureCell, FigureKey, MissingReason } from './overview-row';

export interface FigureText {
  /** What the cell shows: the number, or a dash. */
  shown: string;
  /** What a screen reader hears and a tooltip explains, when the shown text is not enough. */
  explanation: string | null;
  direction?: 'up' | 'down' | 'flat';
}

/** Writes figure cells in the user's language: numbers in the locale, a dash with the reason. */
export function useFigureTexts() {
  const { t } = useTranslation();
  const [locale] = useLocale();

  const reasonText = (reason: MissingReason): string =>
    reason.kind === 'tier'
      ? t('dashboardOverview.reasons.tier', { tier: t(`serviceTiers.${reason.tier}`) })
      : t(`dashboardOverview.reasons.${reason.metric}`);

  return (key: FigureKey, cell: FigureCell): FigureText => {
    switch (cell.kind) {
      case 'value':
        return { shown: formatFigure(key, cell.value, locale), explanation: null };
      case 'change': {
        const { change } = cell;
        const direction = change.direction ?? 'flat';
        const shown = formatMetricChange(change, locale) ?? '—';
        const explanation =
          direction === 'flat'
            ? t('dashboardOverview.trendFlat')
            : t(direction === 'up' ? 'dashboardOverview.trendUp' : 'dashboardOverview.trendDown', {
                value: formatMetricChange(change, locale, { signed: false }),
              });
        return { shown, explanation, direction };
      }
      case 'notComparable':
        return { shown: '—', explanation: t('dashboardOverview.notComparable') };
      case 'none':
        return {
          shown: '—',
          explanation: t(
            key === 'trend' ? 'dashboardOverview.noTrend' : 'dashboardOverview.noFigure',
          ),
        };
      case 'unavailable':
        return { shown: '—', explanation: reasonText(cell.reason) };
      case 'error':
        return { shown: '!', explanation: t('dashboardOverview.failed') };
      case 'loading':
        return { shown: '', explanation: t('dashboardOverview.loading') };
    }
  };
}
