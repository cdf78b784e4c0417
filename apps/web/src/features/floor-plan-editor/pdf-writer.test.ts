import { describe, expect, it } from 'vitest';
import { writeImagePdf } from './pdf-writer';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('writeImagePdf', () => {
  const pdf = writeImagePdf({ jpeg: JPEG, widthPx: 640, heightPx: 718 }, 'Hall (A)');
  const text = latin1(pdf);

  it('starts with a PDF 1.4 header and ends with %%EOF', () => {
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('has an xref table whose offsets point at each object', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text.slice(startxref).split('\n').slice(3, 9);
    entries.forEach((entry, index) => {
      const at = Number(entry.slice(0, 10));
      expect(text.slice(at, at + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
    expect(text).toContain('/Size 7 /Root 1 0 R');
  });

  it('embeds the JPEG bytes as a DCTDecode image on a page of its size', () => {
    expect(text).toContain('/Filter /DCTDecode /Length 9');
    expect(text).toContain(latin1(JPEG));
    expect(text).toContain('/MediaBox [0 0 480 538.5]');
    expect(text).toContain('/Width 640 /Height 718');
    expect(text).toContain('/Title (Hall \\(A\\))');
  });
});
