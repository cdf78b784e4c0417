// The words of a figure's basis in the user's language: the marker beside the value ("±6%",
// "Counted"), its accessible name, and the explanation it opens.
import type { TFunction } from 'i18next';
import { formatBand } from '../../../lib/figures/figure-format';
import type { FigureBasis } from './figure-basis';
import { formatDateRange } from './format-range';

export interface FigureBasisText {
  /** What the marker shows. */
  shown: string;
  /** The marker's accessible name (starts with what it shows). */
  name: string;
  /** What the figure rests on, in a sentence or two. */
  explanation: string;
}

export function figureBasisText(basis: FigureBasis, t: TFunction, locale: string): FigureBasisText {
  if (basis.method === 'counted') {
    return {
      shown: t('accuracy.marker.counted'),
      name: t('accuracy.marker.countedName'),
      explanation: t('accuracy.marker.countedExplanation'),
    };
  }
  const band = formatBand(basis.band, locale);
  const name = t('accuracy.marker.estimateName', { band });
  switch (basis.source) {
    case 'own': {
      const range =
        basis.calibrated_from && basis.calibrated_to
          ? formatDateRange({ start: basis.calibrated_from, end: basis.calibrated_to }, locale)
          : '';
      return {
        shown: band,
        name,
        explanation: t('accuracy.marker.own', {
          band,
          days: basis.days_used,
          count: basis.days_used,
          range,
        }),
      };
    }
    case 'similar':
      return {
        shown: band,
        name,
        explanation: t('accuracy.marker.similar', { band, count: basis.similar_locations }),
      };
    case 'default':
      return { shown: band, name, explanation: t('accuracy.marker.default', { band }) };
  }
}
