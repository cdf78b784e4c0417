import { describe, expect, it } from 'vitest';
import { analysisPagePath } from './analysis-pages';

describe('analysisPagePath', () => {
  it('links a page of the location and carries the range over', () => {
    expect(analysisPagePath('7', 'heatmap', '?start=2026-03-01&end=2026-03-09&area=3&bh=1')).toBe(
      '/main/dashboard/7/heatmap?start=2026-03-01&end=2026-03-09&bh=1',
    );
    expect(analysisPagePath('7', 'journey')).toBe('/main/dashboard/7/journey');
  });
});
