import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  defaultFilters,
  filtersComparison,
  localToday,
  parseDashboardFilters,
  toAnalyticsQuery,
  useDashboardFilters,
  writeDashboardFilters,
} from './dashboard-filters';

const today = '2026-03-15';
const parse = (search: string) => parseDashboardFilters(new URLSearchParams(search), today);

describe('parseDashboardFilters', () => {
  it('defaults to the last 30 days by day, compared, all hours', () => {
    expect(parse('')).toEqual({
      start: '2026-02-14',
      end: '2026-03-15',
      granularity: 'day',
      area: null,
      group: null,
      compare: true,
      businessHours: false,
    });
  });

  it('reads every filter', () => {
    expect(
      parse('start=2026-03-01&end=2026-03-07&granularity=hour&area=4&group=2&compare=0&bh=1'),
    ).toEqual({
      start: '2026-03-01',
      end: '2026-03-07',
      granularity: 'hour',
      area: '4',
      group: '2',
      compare: false,
      businessHours: true,
    });
  });

  it('falls back to the defaults on invalid values', () => {
    expect(parse('start=2026-02-30&granularity=year&area=x&compare=yes&bh=2')).toEqual(
      defaultFilters(today),
    );
  });

  it('refuses a reversed range or one longer than 366 days', () => {
    expect(parse('start=2026-03-10&end=2026-03-01').start).toBe('2026-02-14');
    expect(parse('start=2024-01-01&end=2026-03-01').start).toBe('2026-02-14');
  });

  it('completes a lone start with the default end', () => {
    expect(parse('start=2026-03-10')).toMatchObject({ start: '2026-03-10', end: today });
  });
});

describe('writeDashboardFilters', () => {
  it('writes changed filters, leaves defaults out and keeps other params', () => {
    const params = new URLSearchParams('token=abc&area=3');
    const written = writeDashboardFilters(
      params,
      { ...defaultFilters(today), start: '2026-03-01', end: '2026-03-07', businessHours: true },
      today,
    );
    expect(written.toString()).toBe('token=abc&start=2026-03-01&end=2026-03-07&bh=1');
  });

  it('round-trips through parse', () => {
    const filters = {
      ...defaultFilters(today),
      granularity: 'week' as const,
      compare: false,
      area: '9',
    };
    expect(
      parseDashboardFilters(writeDashboardFilters(new URLSearchParams(), filters, today), today),
    ).toEqual(filters);
  });
});

describe('toAnalyticsQuery', () => {
  it('maps the filters to the API parameters', () => {
    expect(toAnalyticsQuery({ ...defaultFilters(today), area: '4', group: '1' })).toEqual({
      start_date: '2026-02-14',
      end_date: '2026-03-15',
      granularity: 'day',
      area_id: '4',
      compare: true,
      business_hours: false,
    });
  });
});

describe('filtersComparison', () => {
  it('doubles a range longer than 15 days', () => {
    expect(filtersComparison(defaultFilters(today))).toEqual({
      start: '2025-12-16',
      end: '2026-02-13',
      averaged: true,
    });
  });
});

describe('localToday', () => {
  it('is the date in the location time zone', () => {
    const instant = Date.UTC(2026, 2, 15, 23, 30);
    expect(localToday('Europe/Paris', instant)).toBe('2026-03-16');
    expect(localToday('America/Los_Angeles', instant)).toBe('2026-03-15');
  });
});

describe('useDashboardFilters', () => {
  it('writes a change to the URL and keeps other params', () => {
    let search = '';
    function Probe({ children }: { children: ReactNode }) {
      const [params] = useSearchParams();
      search = params.toString();
      return children;
    }
    const holder: { current: ReturnType<typeof useDashboardFilters> | null } = { current: null };
    function Screen() {
      holder.current = useDashboardFilters({ timezone: 'UTC' });
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/d',
          element: (
            <Probe>
              <Screen />
            </Probe>
          ),
        },
      ],
      { initialEntries: ['/d?token=t&granularity=hour'] },
    );
    renderHook(() => null, { wrapper: () => <RouterProvider router={router} /> });
    expect(holder.current?.filters.granularity).toBe('hour');
    act(() => holder.current?.setFilters({ granularity: 'week', businessHours: true }));
    expect(search).toBe('token=t&granularity=week&bh=1');
    expect(holder.current?.filters).toMatchObject({ granularity: 'week', businessHours: true });
  });
});
