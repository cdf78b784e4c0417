// The PDF's fonts: DejaVu Sans (from the dejavu-fonts-ttf package), embedded, so that names and
// texts in any European alphabet print as written ("Łódź", "Plzeň", "Αθήνα", "Москва"); the 14
// standard PDF fonts only know Windows-1252. pdfkit embeds only the glyphs a document uses.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const FONTS = { regular: 'Body', bold: 'Body-Bold' } as const;

let files: { regular: Buffer; bold: Buffer } | null = null;

/** The font files, read once per process. */
function fontFiles() {
  files ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return files;
}

/** Registers the fonts with a new document and selects the regular one. */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  const { regular, bold } = fontFiles();
  doc.registerFont(FONTS.regular, regular);
  doc.registerFont(FONTS.bold, bold);
  doc.font(FONTS.regular);
}

/** svg-to-pdfkit's font choice for chart texts: the same fonts as the rest of the page. */
export const chartFont = (_family: string, bold: boolean) => (bold ? FONTS.bold : FONTS.regular);

/**
 * Text as the fonts show it: composed (NFC), zero-width and other invisible format characters
 * removed (they would print as an empty box). Every other character is kept.
 */
export function pdfText(text: string): string {
  return text.normalize('NFC').replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
}
