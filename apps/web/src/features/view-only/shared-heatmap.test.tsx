import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aLocation } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const PLAN = {
  id: '7',
  location_id: '5',
  name: 'Ground',
  file_id: 'f1',
  image_url: '/upload/files/f1',
  content_type: 'image/png',
  width_px: 400,
  height_px: 300,
  metres_per_pixel: 0.05,
  created_at: '2030-01-01T00:00:00.000Z',
};
const meta = {
  range: {
    start_date: '2030-01-01',
    end_date: '2030-01-30',
    days: 30,
    time_zone: 'Europe/Paris',
    granularity: 'day',
    business_hours: false,
    area_id: null,
  },
  completeness: {
    gateways_connected: 1,
    gateways_reporting: 1,
    hours_in_range: 720,
    hours_without_data: 0,
    pending_days: 0,
    note: '',
  },
  unavailable: [],
};
const page = (cells: unknown[], next: string | null) =>
  new Response(
    JSON.stringify({
      data: { ...meta, cell_m: 1, floor_plans: [{ id: 7, name: 'Ground' }], cells },
      next_url: next,
    }),
    { headers: { 'Content-Type': 'application/json' } },
  );

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the shared heatmap', () => {
  it('draws every page of cells over the floor plan, for the hour of the link', async () => {
    const path = '/view-only/heatmap?token=share-tok&location=5&hour=14';
    let calls = 0;
    const fetchMock = mockApi({
      'GET /api/v1/locations/5': { body: aLocation({ id: '5' }) },
      'GET /api/v1/locations/5/floor-plan': {
        body: { floor_plan: PLAN, sensors: [], door_counters: [], areas: [] },
      },
      'GET /upload/files/f1': { body: 'png' },
      'GET /api/v1/locations/5/heatmap': () => {
        calls += 1;
        return calls === 1
          ? page(
              [
                { floor_plan_id: 7, cell_x: 0, cell_y: 0, count: 4 },
                { floor_plan_id: 7, cell_x: 1, cell_y: 0, count: 1 },
              ],
              '/api/v1/locations/5/heatmap?hour=14&cursor=7.1.0',
            )
          : page([{ floor_plan_id: 7, cell_x: 2, cell_y: 3, count: 16 }], null);
      },
    });
    window.history.replaceState(null, '', path);
    renderApp(path);

    const layer = await screen.findByRole('img', { name: /Heatmap over the floor plan Ground/ });
    expect(layer.getAttribute('aria-label')).toMatch(/2:00 PM–3:00 PM: 3 cells .* at most 16/);
    expect(layer.querySelectorAll('rect')).toHaveLength(3);
    expect(within(layer).getByText('16 positions at 2 m, 3 m')).toBeTruthy();
    const heatmapUrls = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/heatmap'));
    expect(heatmapUrls).toHaveLength(2);
    expect(heatmapUrls[0]).toMatch(/hour=14/);
    expect(screen.getByText('Showing 2:00 PM–3:00 PM on every day of the range')).toBeTruthy();
  });
});
