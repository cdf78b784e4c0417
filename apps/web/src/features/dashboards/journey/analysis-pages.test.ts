import { describe, expect, it } from 'vitest';
import { analysisNavPages, analysisPagePath } from './analysis-pages';

describe('analysisPagePath', () => {
  it('links a page of the location and carries the range over', () => {
    expect(analysisPagePath('7', 'heatmap', '?start=2026-03-01&end=2026-03-09&area=3&bh=1')).toBe(
      '/main/dashboard/7/heatmap?start=2026-03-01&end=2026-03-09&bh=1',
    );
    expect(analysisPagePath('7', 'journey')).toBe('/main/dashboard/7/journey');
    expect(analysisPagePath('7', 'adam', '?start=2026-03-01&end=2026-03-09')).toBe(
      '/main/dashboard/7/adam?start=2026-03-01&end=2026-03-09',
    );
  });
});

describe('analysisNavPages', () => {
  it('leads to the ADAM page first where the add-on is on, and not elsewhere', () => {
    expect(analysisNavPages(true)).toEqual(['adam', 'journey', 'heatmap', 'connectivity']);
    expect(analysisNavPages(false)).toEqual(['journey', 'heatmap', 'connectivity']);
  });
});
