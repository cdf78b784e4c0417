import { describe, expect, it } from 'vitest';
import { hasFigures, retailSeries } from './retail-series';
import { doorCounter, doorFigures, figures, footTraffic } from './retail-test-data';

const trafficBucket = (bucket: string, visitors: number, engagers: number) => ({
  ...figures({ visitors, engagers, browsers: visitors - engagers, walk_bys: visitors * 3 }),
  bucket,
  local_hour: null,
});

describe('the retail time series', () => {
  const ft = footTraffic({
    buckets: [trafficBucket('2026-03-02', 10, 4), trafficBucket('2026-03-04', 20, 5)],
  });
  const dc = doorCounter({
    buckets: [
      { ...doorFigures({ walk_ins: 12 }), bucket: '2026-03-02', local_hour: null },
      { ...doorFigures({ walk_ins: 7 }), bucket: '2026-03-03', local_hour: null },
    ],
  });

  it('merges both answers on their buckets, null where one has no bucket', () => {
    const series = retailSeries(ft, dc);
    expect(series.buckets).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(series.visitors).toEqual([10, null, 20]);
    expect(series.walkBys).toEqual([30, null, 60]);
    expect(series.walkIns).toEqual([12, 7, null]);
    expect(series.engagers).toEqual([4, null, 5]);
    expect(series.browsers).toEqual([6, null, 15]);
    expect(series.localHours).toEqual([null, null, null]);
  });

  it('follows a given axis, keeping missing buckets as gaps', () => {
    const series = retailSeries(ft, undefined, ['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(series.visitors).toEqual([null, 10, null]);
    expect(series.walkIns).toEqual([null, null, null]);
    expect(hasFigures(series.walkIns)).toBe(false);
    expect(hasFigures(series.visitors)).toBe(true);
  });

  it('keeps the local hour of hourly buckets', () => {
    const hourly = footTraffic({
      buckets: [{ ...trafficBucket('2026-03-02T08:00:00Z', 3, 1), local_hour: 9 }],
    });
    expect(retailSeries(hourly, undefined).localHours).toEqual([9]);
  });

  it('is empty without answers', () => {
    expect(retailSeries(undefined, undefined).buckets).toEqual([]);
  });
});
