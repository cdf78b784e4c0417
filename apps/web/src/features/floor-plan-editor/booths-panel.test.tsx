import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area, FloorPlan, Location } from '@footfall/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const FILE_ID = '0123456789abcdef0123456789abcdef';
const EDIT = 'locations_view,locations_floorplan_edit,locations_areas_view,locations_areas_edit';

const PLAN: FloorPlan = {
  id: '7',
  location_id: '5',
  name: 'Hall 1',
  file_id: FILE_ID,
  image_url: `/upload/files/${FILE_ID}`,
  content_type: 'image/png',
  width_px: 400,
  height_px: 300,
  metres_per_pixel: 0.05,
  created_at: '2030-01-01T00:00:00.000Z',
};

const show = aLocation({ id: '5', name: 'Hannover Messe', type: 'AT', child_ids: ['61', '62'] });
const boothA = aLocation({ id: '61', name: 'Hall 1 · Booth A12', type: 'AT', parent_id: '5' });
const boothC = aLocation({ id: '62', name: 'Hall 2 · Booth C03', type: 'AT', parent_id: '5' });

const anOutline = (overrides: Partial<Area> = {}): Area => ({
  id: '90',
  location_id: '5',
  name: 'Hall 2 · Booth C03',
  group_id: null,
  floor_plan_id: '7',
  polygon: [
    [1, 1],
    [5, 1],
    [5, 4],
  ],
  booth_location_id: '62',
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify({ data: body }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

/** Opens the hall plan of show 5; a POST or PUT of an area changes what the next GET answers. */
function open({
  location = show,
  areas: initial = [anOutline()],
  permissions = EDIT,
}: { location?: Location; areas?: Area[]; permissions?: string } = {}) {
  storeSession('token', Date.now());
  let areas = initial;
  const fetchMock = mockApi({
    ...shellAnswers(location, permissions),
    'GET /api/v1/locations': { body: [location, boothA, boothC] },
    'GET /api/system/floorplans/7': { body: PLAN },
    'GET /api/v1/locations/5/floor-plan': () =>
      json({ floor_plan: PLAN, sensors: [], door_counters: [], areas }),
    'GET /api/system/locations/5/areas': () => json(areas),
    'POST /api/system/locations/5/areas': (init) => {
      const body = JSON.parse(String(init?.body)) as Omit<Area, 'id' | 'location_id' | 'group_id'>;
      const area = { id: '91', location_id: '5', group_id: null, ...body };
      areas = [...areas, area];
      return json(area, 201);
    },
    'PUT /api/system/areas/90': (init) => {
      const body = JSON.parse(String(init?.body)) as Partial<Area>;
      areas = areas.map((area) => (area.id === '90' ? { ...area, ...body } : area));
      return json(areas.find((area) => area.id === '90'));
    },
    [`GET /upload/files/${FILE_ID}`]: { body: 'png' },
  });
  const view = renderApp('/location/5/attendee-tracking/floor-plan/7');
  return { fetchMock, router: view.router };
}

const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const panel = () => screen.findByRole('region', { name: 'Booths' });

/** Clicks pixels (100, 50), (200, 50), (200, 150) on the plan (jsdom's box is at (0, 0)). */
async function clickTriangle() {
  const overlay = await screen.findByTestId('floor-plan-overlay');
  for (const [x, y] of [
    [100, 50],
    [200, 50],
    [200, 150],
  ])
    fireEvent.click(overlay, { clientX: x, clientY: y });
}

describe('the booths of an attendee-tracking hall plan', () => {
  it("lists the show's booths with the state of their outlines", async () => {
    open();
    const list = await panel();
    const a = await within(list).findByTestId('booth-61');
    expect(within(a).getByText('Hall 1 · Booth A12')).toBeTruthy();
    expect(within(a).getByText('No outline yet')).toBeTruthy();
    expect(within(a).getByRole('button', { name: 'Draw outline for Hall 1 · Booth A12' }));
    const c = within(list).getByTestId('booth-62');
    expect(await within(c).findByText('Outline drawn')).toBeTruthy();
    expect(within(c).getByRole('button', { name: 'Redraw the outline of Hall 2 · Booth C03' }));
    // The outline is drawn in the booth colour with the booth's name.
    const outline = screen.getByTestId('booth-outline-62');
    expect(outline.querySelector('polygon')?.getAttribute('stroke')).toBe('#7048e8');
    expect(outline.querySelector('text')?.textContent).toBe('Hall 2 · Booth C03');
  });

  it('draws an outline: Draw outline, clicks, Enter posts the area named after the booth', async () => {
    const { fetchMock } = open();
    const list = await panel();
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Draw outline for Hall 1 · Booth A12' }),
    );
    expect(screen.getByText(/Click the corners of Hall 1 · Booth A12/)).toBeTruthy();
    await clickTriangle();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'POST', '/api/system/locations/5/areas')).toEqual([
        {
          name: 'Hall 1 · Booth A12',
          floor_plan_id: '7',
          booth_location_id: '61',
          polygon: [
            [5, 2.5],
            [10, 2.5],
            [10, 7.5],
          ],
        },
      ]),
    );
    const a = within(list).getByTestId('booth-61');
    expect(await within(a).findByText('Outline drawn')).toBeTruthy();
    expect(await screen.findByTestId('booth-outline-61')).toBeTruthy();
    expect(screen.queryByLabelText('Area name')).toBeNull();
  });

  it('redraws an outline with a PUT of the polygon', async () => {
    const { fetchMock } = open();
    const list = await panel();
    await userEvent.click(
      await within(list).findByRole('button', {
        name: 'Redraw the outline of Hall 2 · Booth C03',
      }),
    );
    await clickTriangle();
    fireEvent.doubleClick(screen.getByTestId('floor-plan-overlay'));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, 'PUT', '/api/system/areas/90')).toEqual([
        {
          polygon: [
            [5, 2.5],
            [10, 2.5],
            [10, 7.5],
          ],
        },
      ]),
    );
    expect(bodiesOf(fetchMock, 'POST', '/api/system/locations/5/areas')).toEqual([]);
  });

  it("opens the booth's dashboard from the outline's label", async () => {
    const { router } = open();
    await userEvent.click(
      await screen.findByRole('link', { name: 'Open the dashboard of Hall 2 · Booth C03' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/main/dashboard/62/show'));
  });

  it('shows outlines without Draw buttons to a user who may only view areas', async () => {
    open({ permissions: 'locations_view,locations_areas_view' });
    const list = await panel();
    expect(await within(list).findByText('Outline drawn')).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
  });

  it('shows no Booths panel and asks for no areas without an areas permission', async () => {
    const { fetchMock } = open({ permissions: 'locations_view,locations_floorplan_edit' });
    await screen.findByTestId('floor-plan-overlay');
    expect(screen.queryByRole('region', { name: 'Booths' })).toBeNull();
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/locations/5/areas')),
    ).toHaveLength(0);
  });

  it('shows no Booths panel for a show without booths', async () => {
    open({ location: { ...show, child_ids: [] } });
    await screen.findByTestId('floor-plan-overlay');
    expect(screen.queryByRole('region', { name: 'Booths' })).toBeNull();
  });
});
