// ECharts' SVG adjusted for svg-to-pdfkit, which knows no `paint-order`; its texts are drawn with
// the document's own fonts (pdf-fonts.ts).
import { pdfText } from './pdf-fonts';

/**
 * Label halos: ECharts outlines some labels (pie labels, for one) in white under the fill with
 * `paint-order="stroke"`; svg-to-pdfkit strokes over the fill instead, leaving white text. The
 * halo is cosmetic, so it is removed.
 */
function withoutHalos(svg: string): string {
  return svg.replace(/<text([^>]*)>/g, (tag, attributes: string) =>
    attributes.includes('paint-order="stroke"')
      ? `<text${attributes.replace(/\s(?:stroke|stroke-width|stroke-miterlimit|paint-order)="[^"]*"/g, '')}>`
      : tag,
  );
}

/** Text nodes as the fonts show them (pdfText), escaped again. */
function textForPdf(svg: string): string {
  return svg.replace(
    />([^<]+)</g,
    (_, text: string) => `>${pdfText(text).replace(/</g, '&lt;').replace(/>/g, '&gt;')}<`,
  );
}

export function svgForPdf(svg: string): string {
  return textForPdf(withoutHalos(svg));
}
