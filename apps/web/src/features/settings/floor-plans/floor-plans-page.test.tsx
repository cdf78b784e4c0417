import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FloorPlan } from '@footfall/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/session/session-store';
import { aLocation, shellAnswers } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// pdf.js, mocked: a Letter page (612 x 792 pt) whose rendering waits for the test to release it.
const pdfjs = vi.hoisted(() => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: vi.fn(),
}));
vi.mock('pdfjs-dist', () => pdfjs);
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));

const PERMISSIONS =
  'locations_view,locations_floorplan_view,locations_floorplan_edit,locations_areas_view,locations_areas_edit';
const FILE_ID = '0123456789abcdef0123456789abcdef';

const aPlan = (overrides: Partial<FloorPlan> = {}): FloorPlan => ({
  id: '7',
  location_id: '5',
  name: 'Ground floor',
  file_id: FILE_ID,
  image_url: `/upload/files/${FILE_ID}`,
  content_type: 'image/png',
  width_px: 640,
  height_px: 718,
  metres_per_pixel: null,
  created_at: '2030-01-01T00:00:00.000Z',
  ...overrides,
});

const placed = (plan: FloorPlan) => ({
  floor_plan: plan,
  sensors: [
    {
      id: '31',
      serial: 'AA:BB',
      name: 'Entrance gateway',
      location_id: '5',
      services: ['FOOTTRAFFIC'],
      area_id: null,
      floor_plan_id: plan.id,
      x_m: 2,
      y_m: 2,
      height_cm: 250,
      status: 'online',
      last_seen_at: null,
    },
  ],
  door_counters: [],
  areas: [],
});

// jsdom decodes no images: the natural size is given here, and object URLs are fake.
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  naturalWidth = 640;
  naturalHeight = 718;
  set src(_value: string) {
    setTimeout(() => this.onload?.(), 0);
  }
}

beforeEach(() => {
  vi.stubGlobal('Image', FakeImage);
  URL.createObjectURL = vi.fn(() => 'blob:plan');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

function open(plans: FloorPlan[], extra: Record<string, unknown> = {}) {
  storeSession('token', Date.now());
  const fetchMock = mockApi({
    ...shellAnswers(aLocation({ id: '5' }), PERMISSIONS),
    'GET /api/system/locations/5/floorplans': { body: plans },
    'GET /api/v1/locations/5/floor-plan': { body: placed(plans[0] ?? aPlan()) },
    [`GET /upload/files/${FILE_ID}`]: { body: 'png bytes' },
    ...(extra as Record<string, { body: unknown }>),
  });
  const view = renderApp('/main/settings/5/floor-plans');
  return { ...view, fetchMock };
}

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([input, init]) => init?.method === method && String(input).endsWith(path),
  );
  return call ? (JSON.parse(String(call[1]?.body)) as Record<string, unknown>) : undefined;
};

describe('the floor plans page', () => {
  it('shows an empty state, then uploads a file and creates a floor plan of its size', async () => {
    const { fetchMock } = open([], {
      'GET /upload/credentials': {
        body: {
          public_key: 'fc1_abc',
          signature: 'ff',
          expire: 2000000000,
          upload_url: '/upload/files',
        },
      },
      'POST /upload/files': {
        status: 201,
        body: { file: FILE_ID, url: `/upload/files/${FILE_ID}` },
      },
      'POST /api/system/locations/5/floorplans': { status: 201, body: aPlan({ name: 'tetam' }) },
    });
    expect(await screen.findByText(/No floor plan yet/)).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['png'], 'tetam.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/api/system/locations/5/floorplans')).toEqual({
        name: 'tetam',
        file_id: FILE_ID,
        width_px: 640,
        height_px: 718,
      }),
    );
    const uploadCall = fetchMock.mock.calls.find(([input]) => String(input) === '/upload/files');
    const form = uploadCall?.[1]?.body as FormData;
    expect(form.get('pub_key')).toBe('fc1_abc');
    expect(form.get('store')).toBe('0');
    expect(form.get('signature')).toBe('ff');
    expect(form.get('expire')).toBe('2000000000');
    expect(form.get('file_name')).toBe('tetam.png');
  });

  it('shows the upload service refusal in place', async () => {
    open([], {
      'GET /upload/credentials': {
        body: { public_key: 'k', signature: 'ff', expire: 1, upload_url: '/upload/files' },
      },
      'POST /upload/files': {
        status: 400,
        body: {
          meta: {
            code: 400,
            error_type: 'ValidationException',
            error_message: 'The file must be a PNG, JPEG or SVG image',
          },
        },
      },
    });
    await screen.findByText(/No floor plan yet/);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toContain('must be a PNG, JPEG or SVG');
  });

  const UPLOAD_ANSWERS = {
    'GET /upload/credentials': {
      body: { public_key: 'k', signature: 'ff', expire: 1, upload_url: '/upload/files' },
    },
    'POST /upload/files': { status: 201, body: { file: FILE_ID, url: `/upload/files/${FILE_ID}` } },
    'POST /api/system/locations/5/floorplans': { status: 201, body: aPlan({ name: 'plan' }) },
  };

  it('converts the first page of a PDF to a PNG, showing progress, and uploads the PNG', async () => {
    let release: () => void = () => undefined;
    const rendered = new Promise<void>((resolve) => (release = resolve));
    const render = vi.fn(() => ({ promise: rendered }));
    const page = {
      getViewport: ({ scale }: { scale: number }) => ({ width: 612 * scale, height: 792 * scale }),
      render,
    };
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 3, getPage: () => Promise.resolve(page) }),
      destroy: () => Promise.resolve(),
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      {} as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
      callback(new Blob(['png'], { type })),
    );
    const { fetchMock } = open([], UPLOAD_ANSWERS);
    await screen.findByText(/No floor plan yet/);
    expect(screen.getByText(/PNG, JPEG, SVG, or PDF \(first page\)/)).toBeTruthy();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toContain('application/pdf');
    await userEvent.upload(input, new File(['%PDF-1.4'], 'plan.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('status')).textContent).toBe("Reading the PDF's first page…");
    release();
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/api/system/locations/5/floorplans')).toEqual({
        name: 'plan',
        file_id: FILE_ID,
        width_px: 1545,
        height_px: 2000,
      }),
    );
    expect(screen.queryByRole('status')).toBeNull();
    const uploadCall = fetchMock.mock.calls.find(([input]) => String(input) === '/upload/files');
    const form = uploadCall?.[1]?.body as FormData;
    expect(form.get('file_name')).toBe('plan.pdf.png');
    expect((form.get('file') as File).type).toBe('image/png');
    vi.restoreAllMocks();
  });

  it('explains a PDF that cannot be read, and uploads nothing', async () => {
    const invalid = Object.assign(new Error('Invalid PDF structure.'), {
      name: 'InvalidPDFException',
    });
    pdfjs.getDocument.mockImplementation(() => ({
      promise: Promise.reject(invalid),
      destroy: () => Promise.resolve(),
    }));
    const { fetchMock } = open([], UPLOAD_ANSWERS);
    await screen.findByText(/No floor plan yet/);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['nope'], 'broken.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This PDF could not be read. Check that it opens in a PDF viewer, or upload its first page as a PNG or JPEG image.',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/upload/'))).toBe(false);
  });

  it('explains a PDF without pages', async () => {
    pdfjs.getDocument.mockReturnValue({
      promise: Promise.resolve({ numPages: 0, getPage: vi.fn() }),
      destroy: () => Promise.resolve(),
    });
    open([], UPLOAD_ANSWERS);
    await screen.findByText(/No floor plan yet/);
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'empty.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This PDF has no pages.');
  });

  it('sets the scale from two clicks and a real length', async () => {
    const { fetchMock } = open([aPlan()], {
      'PUT /api/system/floorplans/7': { body: aPlan({ metres_per_pixel: 0.0296 }) },
    });
    const overlay = await screen.findByTestId('floor-plan-overlay');
    await userEvent.click(screen.getByText('Set scale'));
    fireEvent.click(overlay, { clientX: 22, clientY: 9 });
    fireEvent.click(overlay, { clientX: 620, clientY: 9 });
    await userEvent.type(screen.getByLabelText('Real length (m)'), '20.66');
    await userEvent.click(screen.getByRole('button', { name: 'Save scale' }));
    await waitFor(() => {
      const body = bodyOf(fetchMock, 'PUT', '/api/system/floorplans/7');
      expect(body?.metres_per_pixel).toBeCloseTo(20.66 / 598, 6);
    });
  });

  it('draws an area polygon and saves it in metres', async () => {
    const plan = aPlan({ metres_per_pixel: 0.02 });
    const { fetchMock } = open([plan], {
      'POST /api/system/locations/5/areas': {
        status: 201,
        body: {
          id: '1',
          location_id: '5',
          name: 'Entrance',
          group_id: null,
          floor_plan_id: '7',
          polygon: null,
        },
      },
    });
    const overlay = await screen.findByTestId('floor-plan-overlay');
    expect(await screen.findByTestId('marker-sensor-31')).toBeTruthy();
    await userEvent.click(screen.getByText('Draw area'));
    fireEvent.click(overlay, { clientX: 0, clientY: 0 });
    fireEvent.click(overlay, { clientX: 100, clientY: 0 });
    fireEvent.click(overlay, { clientX: 100, clientY: 50 });
    fireEvent.doubleClick(overlay);
    await userEvent.type(screen.getByLabelText('Area name'), 'Entrance');
    await userEvent.click(screen.getByRole('button', { name: 'Save area' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST', '/api/system/locations/5/areas')).toEqual({
        name: 'Entrance',
        floor_plan_id: '7',
        polygon: [
          [0, 0],
          [2, 0],
          [2, 1],
        ],
      }),
    );
  });

  it('refuses a crossing polygon before sending it', async () => {
    open([aPlan({ metres_per_pixel: 0.02 })]);
    const overlay = await screen.findByTestId('floor-plan-overlay');
    await userEvent.click(screen.getByText('Draw area'));
    for (const [x, y] of [
      [0, 0],
      [100, 100],
      [100, 0],
      [0, 100],
    ])
      fireEvent.click(overlay, { clientX: x, clientY: y });
    fireEvent.keyDown(screen.getByRole('application'), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toBe('Polygon must not cross itself');
  });

  it('exports a PNG, showing the progress texts', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const plan = aPlan({ metres_per_pixel: 0.02 });
    // The gateway lookup of the export is held, so the first progress text can be seen.
    let holding = false;
    open([plan], {
      'GET /api/v1/locations/5/floor-plan': async () => {
        if (holding) await gate;
        return new Response(JSON.stringify({ data: placed(plan) }), {
          headers: { 'Content-Type': 'application/json' },
        });
      },
    });
    await screen.findByTestId('floor-plan-overlay');
    const context = new Proxy({}, { get: () => () => undefined });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) =>
      callback(new Blob(['png'])),
    );
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    holding = true;
    await userEvent.click(screen.getByRole('button', { name: 'Export PNG' }));
    expect((await screen.findByRole('status')).textContent).toBe('finding gateways');
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(screen.queryByRole('status')).toBeNull();
  });
});
