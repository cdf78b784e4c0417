// Page furniture and shared drawing helpers of the PDF: A4 portrait, the organisation and title in
// a band at the top of every page, the time zone and "Page n of m" at the bottom. Bands are drawn
// once all content is laid out (bufferPages), so the page count is known and page breaks made by
// flowing text never run into a handler that changes the current font.
import type { ReportDocument } from '../model';
import type { ValueFormatter } from './format';
import type { RenderTexts } from './render-texts';
import { FONTS, pdfText } from './pdf-fonts';

export const PAGE_MARGINS = { top: 70, bottom: 58, left: 48, right: 48 };

export const COLORS = {
  text: '#1f2933',
  muted: '#5f6b7a',
  rule: '#d0d7de',
  headerFill: '#e7ebef',
  zebra: '#f4f6f8',
  box: '#f4f6f8',
  up: '#2b8a3e',
  down: '#c92a2a',
};

export type Pdf = {
  doc: PDFKit.PDFDocument;
  report: ReportDocument;
  format: ValueFormatter;
  texts: RenderTexts;
  /** Left edge and width of the content column. */
  left: number;
  width: number;
};

export function createPdfContext(
  doc: PDFKit.PDFDocument,
  report: ReportDocument,
  format: ValueFormatter,
  texts: RenderTexts,
): Pdf {
  const width = doc.page.width - PAGE_MARGINS.left - PAGE_MARGINS.right;
  return { doc, report, format, texts, left: PAGE_MARGINS.left, width };
}

/** The lowest y content may reach on the current page. */
export function contentBottom(pdf: Pdf): number {
  return pdf.doc.page.height - PAGE_MARGINS.bottom;
}

/** Starts a new page unless `height` points still fit below the cursor. */
export function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.doc.y + height > contentBottom(pdf)) newPage(pdf);
}

export function newPage(pdf: Pdf): void {
  pdf.doc.addPage();
  pdf.doc.x = pdf.left;
  pdf.doc.y = PAGE_MARGINS.top;
}

/** Sets font, size and colour for the next text call. */
export function useFont(pdf: Pdf, bold: boolean, size: number, color = COLORS.text): void {
  pdf.doc
    .font(bold ? FONTS.bold : FONTS.regular)
    .fontSize(size)
    .fillColor(color);
}

/** Flowing text across the content width (pdfkit breaks pages itself). */
export function paragraph(pdf: Pdf, text: string, size = 9.5, color = COLORS.text): void {
  useFont(pdf, false, size, color);
  pdf.doc.text(pdfText(text), pdf.left, pdf.doc.y, { width: pdf.width, lineGap: 2 });
}

export const SECTION_TITLE_HEIGHT = 24;

/** A section heading; the caller has made room for it and what must follow it. */
export function sectionTitle(pdf: Pdf, title: string): void {
  useFont(pdf, true, 12);
  pdf.doc.text(pdfText(title), pdf.left, pdf.doc.y, { width: pdf.width });
  pdf.doc.y += 6;
}

/** Space between sections. */
export function gap(pdf: Pdf, points = 14): void {
  pdf.doc.y += points;
}

/** The title block at the top of the first page. */
export function drawTitleBlock(pdf: Pdf): void {
  const { report, format, texts, doc } = pdf;
  useFont(pdf, true, 20);
  doc.text(pdfText(report.title), pdf.left, doc.y, { width: pdf.width });
  doc.y += 2;
  if (report.subtitle) {
    useFont(pdf, false, 11.5, COLORS.text);
    doc.text(pdfText(report.subtitle), { width: pdf.width });
  }
  doc.y += 3;
  useFont(pdf, false, 8.5, COLORS.muted);
  const generated = texts.generatedOn(format.dateTime(report.generatedAt, report.timezone));
  doc.text(pdfText(`${generated}  ·  ${texts.timezone(report.timezone)}`), { width: pdf.width });
  doc.y += 8;
  doc
    .moveTo(pdf.left, doc.y)
    .lineTo(pdf.left + pdf.width, doc.y)
    .lineWidth(0.75);
  doc.strokeColor(COLORS.rule).stroke();
  doc.y += 14;
}

/** Draws the top band and the footer on every buffered page. */
export function drawPageFurniture(pdf: Pdf): void {
  const { doc, report, texts } = pdf;
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Writing outside the margins would make pdfkit start a new page.
    const margins = { ...doc.page.margins };
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };

    const bandY = 30;
    useFont(pdf, true, 8.5, COLORS.text);
    const half = pdf.width / 2 - 6;
    doc.text(pdfText(report.organisation), pdf.left, bandY, {
      width: half,
      lineBreak: false,
      ellipsis: true,
      height: 12,
    });
    useFont(pdf, false, 8.5, COLORS.muted);
    doc.text(pdfText(report.title), pdf.left + pdf.width - half, bandY, {
      width: half,
      align: 'right',
      lineBreak: false,
      ellipsis: true,
      height: 12,
    });
    const ruleY = bandY + 16;
    doc
      .moveTo(pdf.left, ruleY)
      .lineTo(pdf.left + pdf.width, ruleY)
      .lineWidth(0.5);
    doc.strokeColor(COLORS.rule).stroke();

    const footY = doc.page.height - 38;
    doc
      .moveTo(pdf.left, footY - 8)
      .lineTo(pdf.left + pdf.width, footY - 8)
      .lineWidth(0.5);
    doc.strokeColor(COLORS.rule).stroke();
    useFont(pdf, false, 8, COLORS.muted);
    doc.text(pdfText(texts.timezone(report.timezone)), pdf.left, footY, {
      width: pdf.width * 0.7,
      lineBreak: false,
    });
    doc.text(pdfText(texts.pageOf(index - range.start + 1, range.count)), pdf.left, footY, {
      width: pdf.width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
}
