import { METRIC_LABELS, SUPPORTED_LOCALES } from '@footfall/core';
import { describe, expect, it } from 'vitest';
import { comparisonTextsFor } from '../builders/comparison-texts';
import { textsFor } from './index';

describe('the reports’ figure names', () => {
  it.each(SUPPORTED_LOCALES)('are core’s label catalogue in %s', (locale) => {
    const labels = METRIC_LABELS[locale];
    const kpis = textsFor(locale).kpis;
    expect(kpis.captureRate).toBe(labels.capture_rate);
    expect(kpis.walkBys).toBe(labels.walk_bys);
    expect(kpis.avgDwell).toBe(labels.avg_dwell_s);
    expect(kpis.randomizedVisitors).toBe(labels.randomized_visitors);
    expect(comparisonTextsFor(locale).short.attraction).toBe(labels.attraction);
  });
});
