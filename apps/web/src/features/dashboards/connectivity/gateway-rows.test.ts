import { describe, expect, it } from 'vitest';
import { connectivityFixture } from '../../../test/connectivity-fixture';
import { gapPeriods } from './gateway-gaps';
import { gatewayRows } from './gateway-rows';

describe('gatewayRows', () => {
  it('lists offline gateways first, named by name or serial', () => {
    expect(gatewayRows(connectivityFixture.gateways)).toEqual([
      {
        sensorId: 2,
        label: 'GW-0002',
        serial: 'GW-0002',
        online: false,
        lastSeen: '2026-03-02T09:30:00Z',
        uptimePct: 37.5,
        detections: 40,
        gapHours: 3,
      },
      expect.objectContaining({ sensorId: 1, label: 'Entrance', online: true }),
    ]);
  });
});

describe('gapPeriods', () => {
  it('merges consecutive buckets with gaps into runs, longest first', () => {
    expect(gapPeriods(connectivityFixture.gateways)).toEqual([
      {
        sensorId: 2,
        label: 'GW-0002',
        firstBucket: '2026-03-02T10:00:00Z',
        lastBucket: '2026-03-02T11:00:00Z',
        hours: 2,
      },
      {
        sensorId: 2,
        label: 'GW-0002',
        firstBucket: '2026-03-02T08:00:00Z',
        lastBucket: '2026-03-02T08:00:00Z',
        hours: 1,
      },
    ]);
  });

  it('finds nothing when every gateway reported', () => {
    expect(gapPeriods(connectivityFixture.gateways.slice(0, 1))).toEqual([]);
  });
});
