import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FloorPlan, Sensor, Tag } from '@footfall/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const FILE_ID = '0123456789abcdef0123456789abcdef';
const ALL =
  'locations_view,locations_floorplan_view,locations_floorplan_edit,locations_sensors_view,locations_sensors_edit,locations_tags_view,locations_tags_edit';

const aPlan = (overrides: Partial<FloorPlan> = {}): FloorPlan => ({
  id: '7',
  location_id: '5',
  name: 'Expo hall',
  file_id: FILE_ID,
  image_url: `/upload/files/${FILE_ID}`,
  content_type: 'image/png',
  width_px: 400,
  height_px: 300,
  metres_per_pixel: 0.05,
  created_at: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const aSensor = (overrides: Partial<Sensor> = {}): Sensor => ({
  id: '31',
  serial: 'AA:BB:CC:DD:EE:01',
  name: 'Entrance gateway',
  location_id: '5',
  services: ['FOOTTRAFFIC'],
  area_id: null,
  floor_plan_id: null,
  x_m: null,
  y_m: null,
  height_cm: 250,
  status: 'online',
  last_seen_at: null,
  ...overrides,
});

const aDoorCounter = (overrides: Partial<Tag> = {}): Tag => ({
  id: '41',
  serial: 'DC-1',
  name: 'Main door counter',
  tag_service: 'DOORCOUNTER',
  door: 'Main door',
  floor_plan_id: null,
  x_m: null,
  y_m: null,
  last_seen_at: null,
  last_counts: null,
  ...overrides,
});

const json = (body: unknown) =>
  new Response(JSON.stringify({ data: body }), {
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

interface Setup {
  plan?: FloorPlan;
  /** The location's first floor plan (GET v1/locations/5/floor-plan); the edited one by default. */
  firstPlan?: FloorPlan;
  permissions?: string;
  sensors?: Sensor[];
  tags?: Tag[];
}

/** Opens the editor on plan 7; a PUT moves the item in the answers the next GETs give. */
function open({ plan = aPlan(), firstPlan = plan, permissions = ALL, ...lists }: Setup = {}) {
  storeSession('token', Date.now());
  let sensors = lists.sensors ?? [aSensor()];
  let tags = lists.tags ?? [aDoorCounter(), aDoorCounter({ id: '42', tag_service: 'PEOPLE' })];
  const placedOn = <T extends { floor_plan_id: string | null; x_m: number | null }>(list: T[]) =>
    list.filter((item) => item.floor_plan_id === firstPlan.id && item.x_m !== null);
  const put =
    (kind: 'sensors' | 'tags', id: string) =>
    (init: RequestInit | undefined): Response => {
      const body = JSON.parse(String(init?.body)) as Pick<Sensor, 'floor_plan_id' | 'x_m' | 'y_m'>;
      if (kind === 'sensors') {
        sensors = sensors.map((s) => (s.id === id ? { ...s, ...body } : s));
        return json(sensors.find((s) => s.id === id));
      }
      tags = tags.map((s) => (s.id === id ? { ...s, ...body } : s));
      return json(tags.find((s) => s.id === id));
    };
  const fetchMock = mockApi({
    ...shellAnswers(aLocation({ id: '5', type: 'AT' }), permissions),
    'GET /api/system/floorplans/7': { body: plan },
    'GET /api/v1/locations/5/floor-plan': () =>
      json({
        floor_plan: firstPlan,
        sensors: placedOn(sensors),
        door_counters: placedOn(tags).filter((tag) => tag.tag_service === 'DOORCOUNTER'),
        areas: [],
      }),
    'GET /api/system/locations/5/sensors': () => json(sensors),
    'GET /api/system/locations/5/tags': () => json(tags),
    'PUT /api/system/sensors/31': put('sensors', '31'),
    'PUT /api/system/tags/41': put('tags', '41'),
    [`GET /upload/files/${FILE_ID}`]: { body: 'png' },
  });
  renderApp('/location/5/attendee-tracking/floor-plan/7');
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && String(input).endsWith(path),
  );
const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const [call] = calls(fetchMock, method, path);
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

const panel = () => screen.findByRole('region', { name: 'Not on the plan yet' });

describe('placing gateways and door counters on the floor plan', () => {
  it('lists the gateways and door counters not on this plan, not other tags', async () => {
    open({
      sensors: [aSensor(), aSensor({ id: '32', name: null, floor_plan_id: '7', x_m: 1, y_m: 1 })],
    });
    const list = await panel();
    expect(await within(list).findByText('Entrance gateway')).toBeTruthy();
    expect(within(list).getByText('Main door counter')).toBeTruthy();
    expect(within(list).queryByTestId('unplaced-tag-42')).toBeNull();
    expect(within(list).queryByTestId('unplaced-sensor-32')).toBeNull();
    expect(screen.getByTestId('marker-sensor-32')).toBeTruthy();
  });

  it('places a gateway with Place and a click on the plan, then shows it on the plan', async () => {
    const fetchMock = open();
    const overlay = await screen.findByTestId('floor-plan-overlay');
    const list = await panel();
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Place Entrance gateway' }),
    );
    expect(screen.getByText(/Click on the plan where Entrance gateway goes/)).toBeTruthy();
    // jsdom's box is at (0, 0): pixel (100, 50) at 0.05 m per pixel is (5 m, 2.5 m).
    fireEvent.click(overlay, { clientX: 100, clientY: 50 });
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/system/sensors/31')).toEqual({
        floor_plan_id: '7',
        x_m: 5,
        y_m: 2.5,
      }),
    );
    expect(await screen.findByTestId('marker-sensor-31')).toBeTruthy();
    await waitFor(() => expect(within(list).queryByText('Entrance gateway')).toBeNull());
    const circle = screen.getByTestId('marker-sensor-31').querySelector('circle');
    expect(circle?.getAttribute('cx')).toBe('100');
    expect(circle?.getAttribute('cy')).toBe('50');
  });

  it('cancels an armed placement with Escape', async () => {
    const fetchMock = open();
    const overlay = await screen.findByTestId('floor-plan-overlay');
    const list = await panel();
    await userEvent.click(
      await within(list).findByRole('button', { name: 'Place Entrance gateway' }),
    );
    await userEvent.keyboard('{Escape}');
    fireEvent.click(overlay, { clientX: 100, clientY: 50 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(fetchMock, 'PUT', '/api/system/sensors/31')).toHaveLength(0);
    expect(
      within(list)
        .getByRole('button', { name: 'Place Entrance gateway' })
        .getAttribute('aria-pressed'),
    ).toBe('false');
  });

  it('places a door counter dropped on the plan, taking the zoom into account', async () => {
    const fetchMock = open();
    const overlay = await screen.findByTestId('floor-plan-overlay');
    const list = await panel();
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' })); // 150 %
    const item = await within(list).findByTestId('unplaced-tag-41');
    fireEvent.dragStart(item);
    // jsdom has no DragEvent: the drop's screen point is set on a plain event.
    const drop = createEvent.drop(overlay);
    Object.defineProperties(drop, { clientX: { value: 150 }, clientY: { value: 75 } });
    fireEvent(overlay, drop);
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/system/tags/41')).toEqual({
        floor_plan_id: '7',
        x_m: 5,
        y_m: 2.5,
      }),
    );
    expect(await screen.findByTestId('marker-tag-41')).toBeTruthy();
  });

  it('disables placing until the floor plan has a scale', async () => {
    const fetchMock = open({ plan: aPlan({ metres_per_pixel: null }) });
    const overlay = await screen.findByTestId('floor-plan-overlay');
    const list = await panel();
    const place = await within(list).findByRole('button', { name: 'Place Entrance gateway' });
    expect(within(list).getByText('Set the scale first')).toBeTruthy();
    expect((place as HTMLButtonElement).disabled).toBe(true);
    expect(within(list).getByTestId('unplaced-sensor-31').getAttribute('draggable')).toBe('false');
    await userEvent.click(place);
    fireEvent.click(overlay, { clientX: 100, clientY: 50 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls(fetchMock, 'PUT', '/api/system/sensors/31')).toHaveLength(0);
  });

  it('draws what is placed on a plan that is not the location first one', async () => {
    open({
      firstPlan: aPlan({ id: '6', name: 'Ground floor' }),
      sensors: [aSensor({ floor_plan_id: '7', x_m: 2, y_m: 1 })],
      tags: [aDoorCounter({ floor_plan_id: '6', x_m: 3, y_m: 3 })],
    });
    const marker = await screen.findByTestId('marker-sensor-31');
    expect(marker.querySelector('circle')?.getAttribute('cx')).toBe('40');
    const list = await panel();
    expect(within(list).getByText(/on another floor plan/)).toBeTruthy();
    expect(screen.queryByTestId('marker-tag-41')).toBeNull();
  });

  it('asks for no lists and shows no panel without sensor or tag permissions', async () => {
    const fetchMock = open({ permissions: 'locations_view,locations_floorplan_edit' });
    await screen.findByTestId('floor-plan-overlay');
    expect(screen.queryByRole('region', { name: 'Not on the plan yet' })).toBeNull();
    expect(calls(fetchMock, 'GET', '/api/system/locations/5/sensors')).toHaveLength(0);
    expect(calls(fetchMock, 'GET', '/api/system/locations/5/tags')).toHaveLength(0);
  });

  it('lists without Place buttons for a user who may only view gateways', async () => {
    open({ permissions: 'locations_view,locations_sensors_view' });
    const list = await panel();
    expect(await within(list).findByText('Entrance gateway')).toBeTruthy();
    expect(within(list).queryByRole('button')).toBeNull();
    expect(within(list).queryByText('Main door counter')).toBeNull();
  });
});
