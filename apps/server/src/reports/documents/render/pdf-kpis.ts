// KPI blocks: a grid of boxes, each with its label, the value in large type, the change against
// the previous period and an optional note. A row of boxes never splits across pages.
import type { KpiItem } from '../model';
import {
  COLORS,
  ensureSpace,
  gap,
  sectionTitle,
  SECTION_TITLE_HEIGHT,
  useFont,
  type Pdf,
} from './pdf-layout';
import { pdfText } from './pdf-fonts';

const PADDING = 9;
const GUTTER = 10;
const LABEL_SIZE = 8.5;
const VALUE_SIZE = 16;
const SMALL_SIZE = 7.5;

/** Two and four items sit on one row; otherwise rows of three. */
function columnCount(items: number): number {
  return items === 2 || items === 4 ? items : 3;
}

type Box = {
  label: string;
  value: string;
  change: string | null;
  note: string | null;
  sign: number;
  /** The value's type size: smaller when a long value would not fit on one line. */
  valueSize: number;
};

const MIN_VALUE_SIZE = 10;

function fittedValueSize(pdf: Pdf, value: string, inner: number): number {
  let size = VALUE_SIZE;
  useFont(pdf, true, size);
  while (size > MIN_VALUE_SIZE && pdf.doc.widthOfString(value) > inner) {
    size -= 1;
    useFont(pdf, true, size);
  }
  return size;
}

function boxOf(pdf: Pdf, item: KpiItem, inner: number): Box {
  const change =
    item.change === undefined
      ? null
      : item.change?.value == null
        ? null
        : `${pdf.format.change(item.change)} ${pdf.texts.vsPrevious}`;
  const value = pdfText(pdf.format.value(item.value));
  return {
    label: pdfText(item.label),
    value,
    valueSize: fittedValueSize(pdf, value, inner),
    change: change === null ? null : pdfText(change),
    note: item.note ? pdfText(item.note) : null,
    sign: Math.sign(item.change?.value ?? 0),
  };
}

function boxHeight(pdf: Pdf, box: Box, inner: number): number {
  const { doc } = pdf;
  useFont(pdf, false, LABEL_SIZE);
  let height = PADDING * 2 + doc.heightOfString(box.label, { width: inner }) + 3;
  useFont(pdf, true, box.valueSize);
  height += doc.heightOfString(box.value, { width: inner });
  useFont(pdf, false, SMALL_SIZE);
  if (box.change) height += 3 + doc.heightOfString(box.change, { width: inner });
  if (box.note) height += 2 + doc.heightOfString(box.note, { width: inner });
  return height;
}

function drawBox(pdf: Pdf, box: Box, x: number, y: number, width: number, height: number): void {
  const { doc } = pdf;
  const inner = width - PADDING * 2;
  doc.roundedRect(x, y, width, height, 4).fill(COLORS.box);
  useFont(pdf, false, LABEL_SIZE, COLORS.muted);
  doc.text(box.label, x + PADDING, y + PADDING, { width: inner });
  doc.y += 3;
  useFont(pdf, true, box.valueSize, COLORS.text);
  doc.text(box.value, x + PADDING, doc.y, { width: inner });
  if (box.change) {
    const color = box.sign > 0 ? COLORS.up : box.sign < 0 ? COLORS.down : COLORS.muted;
    useFont(pdf, false, SMALL_SIZE, color);
    doc.text(box.change, x + PADDING, doc.y + 3, { width: inner });
  }
  if (box.note) {
    useFont(pdf, false, SMALL_SIZE, COLORS.muted);
    doc.text(box.note, x + PADDING, doc.y + 2, { width: inner });
  }
}

export function drawKpis(pdf: Pdf, title: string, items: KpiItem[]): void {
  const columns = columnCount(items.length);
  const width = (pdf.width - GUTTER * (columns - 1)) / columns;
  const boxes = items.map((item) => boxOf(pdf, item, width - PADDING * 2));
  const rows: Box[][] = [];
  for (let start = 0; start < boxes.length; start += columns)
    rows.push(boxes.slice(start, start + columns));

  rows.forEach((row, index) => {
    const height = Math.max(...row.map((box) => boxHeight(pdf, box, width - PADDING * 2)));
    ensureSpace(pdf, height + (index === 0 ? SECTION_TITLE_HEIGHT : 0));
    if (index === 0) sectionTitle(pdf, title);
    const y = pdf.doc.y;
    row.forEach((box, column) =>
      drawBox(pdf, box, pdf.left + column * (width + GUTTER), y, width, height),
    );
    pdf.doc.x = pdf.left;
    pdf.doc.y = y + height + GUTTER;
  });
  if (rows.length === 0) {
    ensureSpace(pdf, SECTION_TITLE_HEIGHT + 20);
    sectionTitle(pdf, title);
    useFont(pdf, false, 9.5, COLORS.muted);
    pdf.doc.text(pdfText(pdf.texts.noData), pdf.left, pdf.doc.y, { width: pdf.width });
  }
  gap(pdf, 4);
}
