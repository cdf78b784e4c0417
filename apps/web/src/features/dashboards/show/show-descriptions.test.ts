import { describe, expect, it } from 'vitest';
import { showDescriptionKeys } from './show-descriptions';

describe('showDescriptionKeys', () => {
  it('describes walk-bys and visitors when both are offered', () => {
    expect(showDescriptionKeys(['WALK-BY', 'FOOTTRAFFIC'])).toEqual({
      traffic: 'events.show.trafficDescription',
      report: 'events.show.reportDescription',
    });
  });

  it('describes walk-bys only at a Lite show', () => {
    expect(showDescriptionKeys(['WALK-BY'])).toEqual({
      traffic: 'events.show.trafficDescriptionWalkBys',
      report: 'events.show.reportDescriptionWalkBys',
    });
  });

  it('describes visitors only without the sensor service', () => {
    expect(showDescriptionKeys(['FOOTTRAFFIC', 'WALK-IN'])).toEqual({
      traffic: 'events.show.trafficDescriptionVisitors',
      report: 'events.show.reportDescriptionVisitors',
    });
  });
});
