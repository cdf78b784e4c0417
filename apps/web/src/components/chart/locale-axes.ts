// Value axes write their numbers in the reader's locale ("1 000" in French, "1.000" in Spanish),
// like the cards and tables beside them: ECharts' own labels are always "1,000". An axis that
// brings its own formatter (percentages, durations) keeps it. Figures: core's one formatter.
import { formatNumber } from '@footfall/core';

type Axis = { type?: string; axisLabel?: { formatter?: unknown } & Record<string, unknown> };
type WithAxes = { xAxis?: unknown; yAxis?: unknown };

export function withLocaleAxes<T extends object>(option: T, locale: string): T {
  const { xAxis, yAxis } = option as WithAxes;
  if (xAxis === undefined && yAxis === undefined) return option;
  const formatter = (value: number) => formatNumber(value, locale, 'precise');
  // ECharts' default type: category for x, value for y.
  const localise = (axis: unknown, defaultType: string): unknown => {
    if (typeof axis !== 'object' || axis === null) return axis;
    const { type = defaultType, axisLabel } = axis as Axis;
    if (type !== 'value' || axisLabel?.formatter !== undefined) return axis;
    return { ...axis, axisLabel: { ...axisLabel, formatter } };
  };
  const all = (axes: unknown, defaultType: string) =>
    Array.isArray(axes)
      ? axes.map((axis) => localise(axis, defaultType))
      : localise(axes, defaultType);
  return {
    ...option,
    ...(xAxis !== undefined ? { xAxis: all(xAxis, 'category') } : {}),
    ...(yAxis !== undefined ? { yAxis: all(yAxis, 'value') } : {}),
  };
}
