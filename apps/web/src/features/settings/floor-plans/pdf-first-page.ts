// A PDF floor plan becomes an image in the browser: pdf.js renders the first page to a canvas
// about TARGET_LONG_SIDE px on its long side, and the PNG of that canvas goes through the usual
// image upload. pdf.js is loaded only here, lazily, so the main bundle does not carry it; its
// worker is a same-origin file (the CSP allows no blob: workers and no eval).

/** The long side of the rendered page, in pixels. */
export const TARGET_LONG_SIDE = 2000;
/** A tiny page is not blown up more than this (10x = 720 dpi). */
export const MAX_SCALE = 10;

export type PdfFailure = 'unreadable' | 'password' | 'noPages';

/** Why a PDF could not become an image; the page shows a translated text for each reason. */
export class PdfConversionError extends Error {
  constructor(readonly reason: PdfFailure) {
    super(`PDF conversion failed: ${reason}`);
    this.name = 'PdfConversionError';
  }
}

export interface RenderSize {
  /** pdf.js viewport scale (page units are points, 1/72 in). */
  scale: number;
  width: number;
  height: number;
}

/**
 * The canvas for a page of the given size in points: the long side becomes TARGET_LONG_SIDE px,
 * the scale is at most MAX_SCALE, each side is at least 1 px and never above TARGET_LONG_SIDE.
 */
export function pdfRenderSize(pageWidth: number, pageHeight: number): RenderSize {
  if (!(pageWidth > 0 && pageHeight > 0 && Number.isFinite(pageWidth * pageHeight)))
    throw new PdfConversionError('unreadable');
  const scale = Math.min(TARGET_LONG_SIDE / Math.max(pageWidth, pageHeight), MAX_SCALE);
  const side = (points: number) =>
    Math.min(TARGET_LONG_SIDE, Math.max(1, Math.round(points * scale)));
  return { scale, width: side(pageWidth), height: side(pageHeight) };
}

export function isPdf(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

export interface PdfImage {
  /** The PNG, named "<original name>.png". */
  file: File;
  width: number;
  height: number;
}

/** Renders the first page of a PDF file to a PNG file. Throws PdfConversionError. */
export async function pdfFirstPageToPng(pdf: File): Promise<PdfImage> {
  const [pdfjs, worker] = await Promise.all([
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
  ]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const task = pdfjs.getDocument({
    data: new Uint8Array(await pdf.arrayBuffer()),
    isEvalSupported: false,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      const name = error instanceof Error ? error.name : '';
      throw new PdfConversionError(name === 'PasswordException' ? 'password' : 'unreadable');
    });
    if (document.numPages < 1) throw new PdfConversionError('noPages');
    const page = await document.getPage(1).catch(() => {
      throw new PdfConversionError('unreadable');
    });
    // The unscaled viewport already applies the page's /Rotate.
    const natural = page.getViewport({ scale: 1 });
    const size = pdfRenderSize(natural.width, natural.height);
    const canvas = window.document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new PdfConversionError('unreadable');
    await page
      .render({ canvasContext: context, viewport: page.getViewport({ scale: size.scale }) })
      .promise.catch(() => {
        throw new PdfConversionError('unreadable');
      });
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new PdfConversionError('unreadable');
    return {
      file: new File([blob], `${pdf.name}.png`, { type: 'image/png' }),
      width: size.width,
      height: size.height,
    };
  } finally {
    void task.destroy();
  }
}
