// What the Chart component does to every option before drawing: value axes and tooltips write
// their numbers with core's one formatter per locale, as the cards and tables beside them do.
import { withLocaleAxes } from './locale-axes';
import { withLocaleTooltip } from './locale-tooltip';

export function withLocaleNumbers<T extends object>(option: T, locale: string): T {
  return withLocaleTooltip(withLocaleAxes(option, locale), locale);
}
