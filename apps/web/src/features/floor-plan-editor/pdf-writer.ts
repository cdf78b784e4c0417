// A minimal PDF 1.4 writer: one page showing one JPEG image (DCTDecode XObject) scaled to fit.
// Enough to export a floor plan without a PDF library; pure, so it is unit-tested.

export interface PdfImage {
  /** The JPEG file bytes (from canvas.toBlob(..., 'image/jpeg')). */
  jpeg: Uint8Array;
  widthPx: number;
  heightPx: number;
}

const encoder = new TextEncoder();

/** Builds the PDF; the page is the image's size in points (1 px = 0.75 pt, at most 14400 pt). */
export function writeImagePdf(image: PdfImage, title = 'Floor plan'): Uint8Array {
  const scale = Math.min(0.75, 14400 / Math.max(image.widthPx, image.heightPx, 1));
  const pageW = round(image.widthPx * scale);
  const pageH = round(image.heightPx * scale);
  const content = `q\n${pageW} 0 0 ${pageH} 0 0 cm\n/Im1 Do\nQ\n`;
  const objects: (string | Uint8Array)[][] = [
    ['<< /Type /Catalog /Pages 2 0 R >>'],
    ['<< /Type /Pages /Kids [3 0 R] /Count 1 >>'],
    [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageW} ${pageH}] ` +
        '/Resources << /XObject << /Im1 4 0 R >> >> /Contents 5 0 R >>',
    ],
    [
      `<< /Type /XObject /Subtype /Image /Width ${image.widthPx} /Height ${image.heightPx} ` +
        `/ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${image.jpeg.length} >>\nstream\n`,
      image.jpeg,
      '\nendstream',
    ],
    [`<< /Length ${content.length} >>\nstream\n${content}endstream`],
    [`<< /Title (${escapeText(title)}) /Producer (Footfall) >>`],
  ];

  const chunks: Uint8Array[] = [];
  let offset = 0;
  const push = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? encoder.encode(part) : part;
    chunks.push(bytes);
    offset += bytes.length;
  };
  // The binary comment line tells readers the file holds binary data.
  push('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n');
  const offsets: number[] = [];
  objects.forEach((parts, index) => {
    offsets.push(offset);
    push(`${index + 1} 0 obj\n`);
    parts.forEach(push);
    push('\nendobj\n');
  });
  const xrefAt = offset;
  push(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`);
  for (const at of offsets) push(`${String(at).padStart(10, '0')} 00000 n \n`);
  push(
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );

  const out = new Uint8Array(offset);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const round = (value: number) => Math.round(value * 100) / 100;

// PDF literal strings: escape the delimiters, keep ASCII only.
const escapeText = (text: string) =>
  text.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
