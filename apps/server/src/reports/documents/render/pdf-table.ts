// Tables: a shaded header row, zebra rows, numbers right-aligned. A row never splits; when the
// next row does not fit, a new page starts and the header row is drawn again.
import type { DocumentColumn, DocumentValue } from '../model';
import { isNumeric } from './format';
import {
  COLORS,
  contentBottom,
  ensureSpace,
  gap,
  newPage,
  sectionTitle,
  SECTION_TITLE_HEIGHT,
  useFont,
  type Pdf,
} from './pdf-layout';
import { pdfText } from './pdf-fonts';

const FONT_SIZE = 8.5;
const PAD_X = 5;
const PAD_Y = 4;

type Layout = { widths: number[]; aligns: ('left' | 'right')[] };

/** Column alignment: as the builder says, else right when the column holds numbers. */
function alignments(columns: DocumentColumn[], rows: DocumentValue[][]): ('left' | 'right')[] {
  return columns.map(
    (column, index) =>
      column.align ?? (rows.some((row) => row[index] && isNumeric(row[index])) ? 'right' : 'left'),
  );
}

/** The widest single word of `text` (where it can wrap at the narrowest). */
function widestWord(pdf: Pdf, text: string): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => pdf.doc.widthOfString(word)));
}

/**
 * Widths as browsers lay out tables: each column gets at least its minimum (numbers never wrap;
 * titles and text may wrap between words), then the room left goes to the columns in proportion
 * to how much more they would need to sit on one line.
 */
function columnWidths(
  pdf: Pdf,
  header: string[],
  cells: string[][],
  aligns: ('left' | 'right')[],
  total: number,
): number[] {
  const { doc } = pdf;
  const padding = PAD_X * 2 + 1;
  const sizes = header.map((title, index) => {
    useFont(pdf, true, FONT_SIZE);
    let natural = doc.widthOfString(title);
    let minimum = widestWord(pdf, title);
    useFont(pdf, false, FONT_SIZE);
    for (const row of cells) {
      const text = row[index] ?? '';
      const width = doc.widthOfString(text);
      natural = Math.max(natural, width);
      // A long word in a text column may still break (pdfkit splits it); cap its claim.
      minimum = Math.max(
        minimum,
        aligns[index] === 'right' ? width : Math.min(widestWord(pdf, text), 90),
      );
    }
    return { minimum: Math.max(minimum, 20) + padding, natural: Math.max(natural, 20) + padding };
  });
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const naturalSum = sum(sizes.map((size) => size.natural));
  if (naturalSum <= total) return sizes.map((size) => (size.natural * total) / naturalSum);
  const minimumSum = sum(sizes.map((size) => size.minimum));
  if (minimumSum >= total) return sizes.map((size) => (size.minimum * total) / minimumSum);
  const spare = total - minimumSum;
  return sizes.map(
    (size) => size.minimum + (spare * (size.natural - size.minimum)) / (naturalSum - minimumSum),
  );
}

function rowHeight(pdf: Pdf, texts: string[], layout: Layout, bold: boolean): number {
  useFont(pdf, bold, FONT_SIZE);
  const heights = texts.map((text, index) =>
    pdf.doc.heightOfString(text || ' ', { width: (layout.widths[index] ?? 0) - PAD_X * 2 }),
  );
  return Math.max(...heights) + PAD_Y * 2;
}

type Row = { texts: string[]; height: number; bold: boolean; fill: string | null };

function drawRow(pdf: Pdf, { texts, height, bold, fill }: Row, layout: Layout) {
  const { doc } = pdf;
  const y = doc.y;
  if (fill) doc.rect(pdf.left, y, pdf.width, height).fill(fill);
  useFont(pdf, bold, FONT_SIZE, COLORS.text);
  let x = pdf.left;
  texts.forEach((text, index) => {
    const width = layout.widths[index] ?? 0;
    doc.text(text, x + PAD_X, y + PAD_Y, { width: width - PAD_X * 2, align: layout.aligns[index] });
    x += width;
  });
  doc.x = pdf.left;
  doc.y = y + height;
}

export function drawTable(
  pdf: Pdf,
  title: string,
  columns: DocumentColumn[],
  rows: DocumentValue[][],
): void {
  const header = columns.map((column) => pdfText(column.title));
  const cells = rows.map((row) =>
    columns.map((_, index) => {
      const value = row[index];
      return value === undefined ? '' : pdfText(pdf.format.value(value));
    }),
  );
  const aligns = alignments(columns, rows);
  const layout: Layout = { widths: columnWidths(pdf, header, cells, aligns, pdf.width), aligns };
  const headerRow: Row = {
    texts: header,
    height: rowHeight(pdf, header, layout, true),
    bold: true,
    fill: COLORS.headerFill,
  };
  const bodyRows = cells.map((texts, index): Row => ({
    texts,
    height: rowHeight(pdf, texts, layout, false),
    bold: false,
    fill: index % 2 === 1 ? COLORS.zebra : null,
  }));
  // The title, the header row and the first row stay together.
  ensureSpace(pdf, SECTION_TITLE_HEIGHT + headerRow.height + (bodyRows[0]?.height ?? 20));
  sectionTitle(pdf, title);
  drawRow(pdf, headerRow, layout);

  if (cells.length === 0) {
    useFont(pdf, false, FONT_SIZE, COLORS.muted);
    pdf.doc.text(pdfText(pdf.texts.noData), pdf.left + PAD_X, pdf.doc.y + PAD_Y, {
      width: pdf.width - PAD_X * 2,
    });
    pdf.doc.y += PAD_Y;
  }
  for (const row of bodyRows) {
    if (pdf.doc.y + row.height > contentBottom(pdf)) {
      newPage(pdf);
      drawRow(pdf, headerRow, layout);
    }
    drawRow(pdf, row, layout);
  }
  const { doc } = pdf;
  doc
    .moveTo(pdf.left, doc.y)
    .lineTo(pdf.left + pdf.width, doc.y)
    .lineWidth(0.5);
  doc.strokeColor(COLORS.rule).stroke();
  gap(pdf, 18);
}
