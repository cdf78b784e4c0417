import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

const FILE_ID = '0123456789abcdef0123456789abcdef';
const PLAN = {
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
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the attendee-tracking floor plan editor route', () => {
  it('opens the floor plan in the editor with its scale', async () => {
    storeSession('token', Date.now());
    mockApi({
      ...shellAnswers(
        aLocation({ id: '5', type: 'AT' }),
        'locations_view,locations_floorplan_edit',
      ),
      'GET /api/system/floorplans/7': { body: PLAN },
      'GET /api/v1/locations/5/floor-plan': {
        body: { floor_plan: PLAN, sensors: [], door_counters: [], areas: [] },
      },
      [`GET /upload/files/${FILE_ID}`]: { body: 'png' },
    });
    renderApp('/location/5/attendee-tracking/floor-plan/7');
    expect(await screen.findByTestId('floor-plan-overlay')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Expo hall' })).toBeTruthy();
    expect(screen.getByText(/Scale: 20 px per metre/)).toBeTruthy();
    expect(screen.getByText('Set scale')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeTruthy();
  });

  it('says so when the floor plan belongs to another location', async () => {
    storeSession('token', Date.now());
    mockApi({
      ...shellAnswers(aLocation({ id: '5', type: 'AT' }), 'locations_view'),
      'GET /api/system/floorplans/7': { body: { ...PLAN, location_id: '6' } },
    });
    renderApp('/location/5/attendee-tracking/floor-plan/7');
    expect(await screen.findByText('This floor plan was not found.')).toBeTruthy();
  });
});
