import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_SCALE,
  PdfConversionError,
  TARGET_LONG_SIDE,
  isPdf,
  pdfFirstPageToPng,
  pdfRenderSize,
} from './pdf-first-page';

const pdfjs = vi.hoisted(() => ({
  GlobalWorkerOptions: { workerSrc: '' },
  getDocument: vi.fn(),
}));
vi.mock('pdfjs-dist', () => pdfjs);
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.mjs' }));

describe('pdfRenderSize', () => {
  it('makes the long side of an A4 page 2000 px, portrait or landscape', () => {
    const portrait = pdfRenderSize(595.28, 841.89);
    expect(portrait.height).toBe(TARGET_LONG_SIDE);
    expect(portrait.width).toBe(Math.round(595.28 * (2000 / 841.89)));
    expect(portrait.scale).toBeCloseTo(2000 / 841.89, 10);
    const landscape = pdfRenderSize(841.89, 595.28);
    expect(landscape).toEqual({ ...portrait, width: portrait.height, height: portrait.width });
  });

  it('shrinks a large page (A0) and makes a square page 2000 x 2000', () => {
    expect(pdfRenderSize(2383.94, 3370.39).height).toBe(2000);
    expect(pdfRenderSize(2383.94, 3370.39).scale).toBeLessThan(1);
    expect(pdfRenderSize(500, 500)).toEqual({ scale: 4, width: 2000, height: 2000 });
  });

  it('caps the scale at MAX_SCALE: exactly at the boundary, and below it', () => {
    const atCap = TARGET_LONG_SIDE / MAX_SCALE; // 200 pt
    expect(pdfRenderSize(atCap, atCap / 2)).toEqual({ scale: 10, width: 2000, height: 1000 });
    expect(pdfRenderSize(atCap + 1, 10).scale).toBeCloseTo(2000 / 201, 10);
    expect(pdfRenderSize(atCap - 1, 10)).toEqual({ scale: 10, width: 1990, height: 100 });
    expect(pdfRenderSize(1, 1)).toEqual({ scale: 10, width: 10, height: 10 });
  });

  it('keeps at least 1 px on a very thin page', () => {
    expect(pdfRenderSize(100000, 1)).toEqual({ scale: 0.02, width: 2000, height: 1 });
    expect(pdfRenderSize(1, 1e9).width).toBe(1);
  });

  it('refuses an empty or broken page size', () => {
    for (const [w, h] of [
      [0, 100],
      [100, 0],
      [-5, 100],
      [Number.NaN, 100],
      [Number.POSITIVE_INFINITY, 100],
    ])
      expect(() => pdfRenderSize(w!, h!)).toThrow(PdfConversionError);
  });
});

describe('isPdf', () => {
  it('recognises a PDF by its type or its name', () => {
    expect(isPdf(new File(['x'], 'plan.bin', { type: 'application/pdf' }))).toBe(true);
    expect(isPdf(new File(['x'], 'PLAN.PDF'))).toBe(true);
    expect(isPdf(new File(['x'], 'plan.png', { type: 'image/png' }))).toBe(false);
  });
});

describe('pdfFirstPageToPng', () => {
  const render = vi.fn();
  const destroy = vi.fn(() => Promise.resolve());
  const getViewport = vi.fn(({ scale }: { scale: number }) => ({
    width: 612 * scale,
    height: 792 * scale,
  }));
  const getPage = vi.fn();
  const context = { marker: 'ctx' } as unknown as CanvasRenderingContext2D;
  let canvases: HTMLCanvasElement[];

  const documentWith = (numPages: number) => ({
    task: { promise: Promise.resolve({ numPages, getPage }), destroy },
  });

  beforeEach(() => {
    canvases = [];
    render.mockReturnValue({ promise: Promise.resolve() });
    getPage.mockResolvedValue({ getViewport, render });
    pdfjs.getDocument.mockReturnValue(documentWith(1).task);
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const element = create(tag);
      if (element instanceof HTMLCanvasElement) canvases.push(element);
      return element;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as ReturnType<HTMLCanvasElement['getContext']>,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
      callback(new Blob(['png bytes'], { type })),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });

  const aPdf = () => new File(['%PDF-1.4 ...'], 'ground floor.pdf', { type: 'application/pdf' });

  it('renders page 1 of a Letter page at 2000 px high and returns a PNG named after the PDF', async () => {
    const result = await pdfFirstPageToPng(aPdf());

    expect(pdfjs.GlobalWorkerOptions.workerSrc).toBe('/assets/pdf.worker.mjs');
    const options = pdfjs.getDocument.mock.calls[0]![0] as { data: Uint8Array };
    expect(options).toMatchObject({ isEvalSupported: false });
    expect(new TextDecoder().decode(options.data)).toBe('%PDF-1.4 ...');
    expect(getPage).toHaveBeenCalledWith(1);

    const scale = 2000 / 792;
    expect(render).toHaveBeenCalledTimes(1);
    const params = render.mock.calls[0]![0] as {
      canvasContext: unknown;
      viewport: { width: number; height: number };
    };
    expect(params.canvasContext).toBe(context);
    expect(params.viewport.height).toBeCloseTo(2000, 6);
    expect(getViewport).toHaveBeenLastCalledWith({ scale });

    expect(canvases).toHaveLength(1);
    expect(canvases[0]!.width).toBe(Math.round(612 * scale));
    expect(canvases[0]!.height).toBe(2000);
    expect(HTMLCanvasElement.prototype.toBlob).toHaveBeenCalledWith(
      expect.any(Function),
      'image/png',
    );

    expect(result.width).toBe(1545);
    expect(result.height).toBe(2000);
    expect(result.file.name).toBe('ground floor.pdf.png');
    expect(result.file.type).toBe('image/png');
    expect(await result.file.text()).toBe('png bytes');
    expect(destroy).toHaveBeenCalled();
  });

  it('reports a PDF pdf.js cannot read', async () => {
    const invalid = Object.assign(new Error('Invalid PDF structure.'), {
      name: 'InvalidPDFException',
    });
    pdfjs.getDocument.mockImplementation(() => ({ promise: Promise.reject(invalid), destroy }));
    await expect(pdfFirstPageToPng(aPdf())).rejects.toMatchObject({ reason: 'unreadable' });
    expect(destroy).toHaveBeenCalled();
  });

  it('reports a password-protected PDF', async () => {
    const locked = Object.assign(new Error('No password given'), { name: 'PasswordException' });
    pdfjs.getDocument.mockImplementation(() => ({ promise: Promise.reject(locked), destroy }));
    await expect(pdfFirstPageToPng(aPdf())).rejects.toMatchObject({ reason: 'password' });
  });

  it('reports a PDF without pages, without rendering', async () => {
    pdfjs.getDocument.mockReturnValue(documentWith(0).task);
    await expect(pdfFirstPageToPng(aPdf())).rejects.toMatchObject({ reason: 'noPages' });
    expect(getPage).not.toHaveBeenCalled();
  });

  it('reports a page that fails to render or a canvas that gives no PNG', async () => {
    render.mockImplementation(() => ({ promise: Promise.reject(new Error('bad operator')) }));
    await expect(pdfFirstPageToPng(aPdf())).rejects.toMatchObject({ reason: 'unreadable' });
    render.mockReturnValue({ promise: Promise.resolve() });
    vi.mocked(HTMLCanvasElement.prototype.toBlob).mockImplementation((callback) => callback(null));
    await expect(pdfFirstPageToPng(aPdf())).rejects.toBeInstanceOf(PdfConversionError);
  });
});
