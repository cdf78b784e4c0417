import { describe, expect, it } from 'vitest';
import { comparisonRange, defaultDateRange, localDateOf } from '@footfall/core';
import {
  DEFAULT_HISTORY_DAYS,
  historyOrder,
  historyWindows,
  splitByDay,
  windowRequests,
} from '../src/sim/feed-plan';
import { venueFromApi } from '../src/sim/venue-from-api';
import { DayCache } from '../src/sim/window';
import { options, shop } from './sim-fixtures';

const at = (iso: string) => Date.parse(iso);

describe('the demo history', () => {
  // Issue 12: with 30 days of history the default view (30 days) compared against 60 days that
  // held about one day of data ("+7,832%"). Every day of both ranges must be sent, and kept.
  it('covers the default range and its whole comparison range', () => {
    const end = Date.UTC(2026, 10, 26, 15, 20);
    const today = localDateOf(end, 'Europe/Paris');
    const selection = defaultDateRange(today);
    const comparison = comparisonRange(selection);
    const sent = new Set(
      historyWindows('Europe/Paris', end, DEFAULT_HISTORY_DAYS).map((window) => window.label),
    );
    for (let day = comparison.start; day <= selection.end;) {
      expect(sent.has(day), day).toBe(true);
      day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    }
    expect(historyOrder(DEFAULT_HISTORY_DAYS)).toHaveLength(DEFAULT_HISTORY_DAYS + 1);
  });
});

describe('the feed plan', () => {
  it('orders the history newest day first, today up to the start, without gaps or overlaps', () => {
    const end = at('2026-11-21T09:30:00Z');
    const windows = historyWindows('Europe/Paris', end, 30);
    expect(windows).toHaveLength(31);
    expect(windows[0]).toEqual({ from: at('2026-11-20T23:00:00Z'), to: end, label: '2026-11-21' });
    expect(windows[1]?.label).toBe('2026-11-20');
    for (let i = 1; i < windows.length; i += 1) expect(windows[i]!.to).toBe(windows[i - 1]!.from);
  });

  it('sends today and yesterday first, then the older days oldest first, each once', () => {
    const order = historyOrder(30);
    expect(order.slice(0, 4)).toEqual([0, 1, 30, 29]);
    expect(order.at(-1)).toBe(2);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 31 }, (_, i) => i));
    expect(historyOrder(1)).toEqual([0, 1]);
  });

  it('cuts a live gap at local midnight', () => {
    const parts = splitByDay(
      'Europe/Paris',
      at('2026-11-20T22:50:00Z'),
      at('2026-11-20T23:10:00Z'),
    );
    expect(parts.map((p) => p.label)).toEqual(['2026-11-20', '2026-11-21']);
    expect(parts[0]!.to).toBe(at('2026-11-20T23:00:00Z'));
  });

  it('sends every detection once however the time is cut, in small batches', () => {
    const cache = new DayCache(options);
    const from = at('2026-11-20T13:00:00Z');
    const to = at('2026-11-20T15:00:00Z');
    const count = (requests: ReturnType<typeof windowRequests>) =>
      requests.reduce((sum, r) => sum + (r.kind === 'detections' ? r.detections.length : 0), 0);
    const whole = windowRequests(shop, { from, to, label: 'x' }, cache);
    const halves = [from, from + 3_600_000].map((start) =>
      windowRequests(shop, { from: start, to: start + 3_600_000, label: 'x' }, cache),
    );
    expect(count(whole)).toBeGreaterThan(500);
    expect(count(halves[0]!) + count(halves[1]!)).toBe(count(whole));
    for (const request of whole)
      if (request.kind === 'detections')
        expect(request.detections.length).toBeLessThanOrEqual(2500);
    // Two hours: 24 heartbeats per gateway and the 8 door-count intervals that ended.
    expect(whole.filter((r) => r.kind === 'heartbeat')).toHaveLength(24 * shop.gateways.length);
    const doors = whole.filter((r) => r.kind === 'door-counts');
    expect(doors.flatMap((r) => (r.kind === 'door-counts' ? r.counts : []))).toHaveLength(8);
    const lastHour = windowRequests(shop, { from, to, label: 'x' }, cache, to - 600_000);
    expect(lastHour.filter((r) => r.kind === 'heartbeat')).toHaveLength(2 * shop.gateways.length);
  });
});

describe('venueFromApi', () => {
  const base = {
    location: { id: '7', name: 'Shop', type: 'RETAIL' as const, timezone: 'Europe/Madrid' },
    tags: [
      { serial: 'DC-1', tag_service: 'DOORCOUNTER', x_m: null, y_m: null, floor_plan_id: null },
    ],
    hours: null,
  };
  const sensor = (serial: string, x: number | null, plan: string | null) => ({
    serial,
    x_m: x,
    y_m: x,
    height_cm: 250,
    area_id: null,
    floor_plan_id: plan,
  });

  it('uses the plan: its areas, the gateways placed on it, the door in the front wall', () => {
    const venue = venueFromApi({
      ...base,
      plan: {
        floor_plan: { id: '3' },
        areas: [
          {
            id: '1',
            name: 'Floor',
            polygon: [
              [0, 0],
              [10, 0],
              [10, 8],
              [0, 8],
            ],
          },
        ],
      },
      sensors: [sensor('A', 2, '3'), sensor('B', 5, null)],
    });
    expect(venue.id).toBe('location-7');
    expect(venue.areas).toHaveLength(1);
    expect(venue.gateways[0]).toMatchObject({ serial: 'A', x: 2, y: 2, heightM: 2.5 });
    // B is not on the plan: placed by the simulator, inside the room.
    expect(venue.gateways[1]!.y).toBeLessThan(8.5);
    expect(venue.doors).toEqual([{ serial: 'DC-1', x: 5, y: 8.5 }]);
    expect(venue.street.from.y).toBeGreaterThan(8.5);
  });

  it('builds a room for a location without a plan and keeps its business hours', () => {
    const venue = venueFromApi({
      ...base,
      plan: { floor_plan: null, areas: [] },
      sensors: [sensor('A', null, null), sensor('B', null, null)],
      hours: {
        days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          closed: weekday > 4,
          open_hour: 8,
          close_hour: 17,
        })),
      },
    });
    expect(venue.areas).toHaveLength(1);
    expect(venue.gateways.map((g) => g.serial)).toEqual(['A', 'B']);
    expect(venue.hours[0]).toEqual({ open: 8, close: 17 });
    expect(venue.hours[5]).toBeNull();
  });
});
