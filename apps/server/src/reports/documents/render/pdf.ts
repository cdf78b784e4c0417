// The PDF rendering of a report document: A4 portrait in DejaVu Sans (pdf-fonts.ts), title
// block, sections in order, "About these figures" at the end, page furniture on every page.
import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { ChartSpec, DocumentSection, ReportDocument } from '../model';
import { DEFAULT_CHART_HEIGHT, hasChartData, renderChartSvg } from './chart-svg';
import { createFormatter } from './format';
import {
  COLORS,
  createPdfContext,
  drawPageFurniture,
  drawTitleBlock,
  ensureSpace,
  gap,
  PAGE_MARGINS,
  paragraph,
  sectionTitle,
  SECTION_TITLE_HEIGHT,
  useFont,
  type Pdf,
} from './pdf-layout';
import { drawKpis } from './pdf-kpis';
import { drawTable } from './pdf-table';
import { renderTexts } from './render-texts';
import { svgForPdf } from './svg-for-pdf';
import { chartFont, pdfText, registerFonts } from './pdf-fonts';

const EMPTY_CHART_HEIGHT = 60;
const MAX_CHART_HEIGHT = 560;

function drawChart(pdf: Pdf, title: string, chart: ChartSpec, description?: string): void {
  const { doc } = pdf;
  // A chart without data is only its "No data" notice: no need for the full height. A chart
  // never exceeds what a page holds under its title.
  const height = hasChartData(chart.option)
    ? Math.min(chart.height ?? DEFAULT_CHART_HEIGHT, MAX_CHART_HEIGHT)
    : EMPTY_CHART_HEIGHT;
  useFont(pdf, false, 8.5);
  const descriptionHeight = description
    ? doc.heightOfString(pdfText(description), { width: pdf.width }) + 4
    : 0;
  ensureSpace(pdf, SECTION_TITLE_HEIGHT + descriptionHeight + height);
  sectionTitle(pdf, title);
  if (description) {
    paragraph(pdf, description, 8.5, COLORS.muted);
    doc.y += 4;
  }
  const svg = renderChartSvg(
    { ...chart, height },
    {
      width: pdf.width,
      formatNumber: (value) => pdf.format.number(value, 'decimal'),
      noData: pdf.texts.noData,
    },
  );
  const y = doc.y;
  SVGtoPDF(doc, svgForPdf(svg), pdf.left, y, {
    width: pdf.width,
    height,
    assumePt: true,
    fontCallback: chartFont,
    warningCallback: () => undefined,
  });
  doc.x = pdf.left;
  doc.y = y + height;
  gap(pdf, 16);
}

function drawTextSection(pdf: Pdf, title: string | undefined, paragraphs: string[]): void {
  ensureSpace(pdf, (title ? SECTION_TITLE_HEIGHT : 0) + 30);
  if (title) sectionTitle(pdf, title);
  for (const text of paragraphs) {
    paragraph(pdf, text);
    pdf.doc.y += 5;
  }
  gap(pdf, 10);
}

function drawSection(pdf: Pdf, section: DocumentSection): void {
  switch (section.kind) {
    case 'kpis':
      return drawKpis(pdf, section.title, section.items);
    case 'chart':
      return drawChart(pdf, section.title, section.chart, section.description);
    case 'table':
      return drawTable(pdf, section.title, section.columns, section.rows);
    case 'text':
      return drawTextSection(pdf, section.title, section.paragraphs);
  }
}

function drawExplanations(pdf: Pdf, explanations: string[]): void {
  if (explanations.length === 0) return;
  ensureSpace(pdf, SECTION_TITLE_HEIGHT + 40);
  sectionTitle(pdf, pdf.texts.about);
  for (const text of explanations) {
    paragraph(pdf, text, 9, COLORS.text);
    pdf.doc.y += 5;
  }
}

/** Collects pdfkit's stream into one Buffer. */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

export async function renderPdf(report: ReportDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true,
    info: {
      Title: report.title,
      Subject: report.subtitle,
      Author: report.organisation,
      Creator: 'Footfall',
      CreationDate: report.generatedAt,
    },
    lang: report.locale,
  });
  registerFonts(doc);
  const body = collect(doc);
  const pdf = createPdfContext(
    doc,
    report,
    createFormatter({ locale: report.locale, dateFormat: report.dateFormat }),
    renderTexts(report.locale),
  );
  drawTitleBlock(pdf);
  for (const section of report.sections) drawSection(pdf, section);
  drawExplanations(pdf, report.explanations);
  drawPageFurniture(pdf);
  doc.end();
  return body;
}
