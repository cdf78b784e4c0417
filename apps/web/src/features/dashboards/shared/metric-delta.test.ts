import { describe, expect, it } from 'vitest';
import { metricDelta } from './metric-delta';

describe('metricDelta', () => {
  it('measures a rise as positive news by default', () => {
    expect(metricDelta(120, 100)).toEqual({ direction: 'up', change: 0.2, tone: 'positive' });
  });

  it('measures a fall, good when lower is better', () => {
    expect(metricDelta(75, 100)).toEqual({ direction: 'down', change: 0.25, tone: 'negative' });
    expect(metricDelta(75, 100, 'down')?.tone).toBe('positive');
    expect(metricDelta(75, 100, 'neutral')?.tone).toBe('neutral');
  });

  it('calls a tiny change flat', () => {
    expect(metricDelta(100.01, 100)).toEqual({ direction: 'flat', change: 0, tone: 'neutral' });
  });

  it('has nothing to say without both figures or from zero', () => {
    expect(metricDelta(null, 100)).toBeNull();
    expect(metricDelta(5, undefined)).toBeNull();
    expect(metricDelta(5, 0)).toBeNull();
    expect(metricDelta(0, 0)?.direction).toBe('flat');
  });
});
