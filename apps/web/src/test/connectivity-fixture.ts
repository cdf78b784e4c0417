// A connectivity answer for the tests: two gateways over four hours of 2026-03-02 (Paris).
import type { ConnectivityResponse } from '@footfall/core';

const hour = (h: number) => `2026-03-02T${String(h).padStart(2, '0')}:00:00Z`;
const bucket = (h: number, detections: number, uptime: number, gap: number) => ({
  bucket: hour(h),
  local_hour: h + 1,
  detections,
  uptime_pct: uptime,
  gap_hours: gap,
});

export const connectivityFixture: ConnectivityResponse = {
  range: {
    start_date: '2026-03-02',
    end_date: '2026-03-02',
    days: 1,
    time_zone: 'Europe/Paris',
    granularity: 'hour',
    business_hours: false,
    area_id: null,
  },
  completeness: {
    gateways_connected: 2,
    gateways_reporting: 2,
    hours_in_range: 4,
    hours_without_data: 0,
    pending_days: 0,
    note: '',
  },
  unavailable: [],
  mqtt: null,
  gateways: [
    {
      sensor_id: 1,
      serial: 'GW-0001',
      name: 'Entrance',
      online: true,
      last_seen: '2026-03-02T12:58:00Z',
      last_heartbeat: '2026-03-02T12:58:00Z',
      detections: 300,
      uptime_pct: 100,
      gap_hours: 0,
      buckets: [
        bucket(8, 50, 100, 0),
        bucket(9, 70, 100, 0),
        bucket(10, 80, 100, 0),
        bucket(11, 100, 100, 0),
      ],
    },
    {
      sensor_id: 2,
      serial: 'GW-0002',
      name: null,
      online: false,
      last_seen: '2026-03-02T09:30:00Z',
      last_heartbeat: null,
      detections: 40,
      uptime_pct: 37.5,
      gap_hours: 3,
      buckets: [bucket(8, 0, 0, 1), bucket(9, 40, 50, 0), bucket(10, 0, 0, 1), bucket(11, 0, 0, 1)],
    },
  ],
};
