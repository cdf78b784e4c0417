// ECharts' SVG adjusted for svg-to-pdfkit, which draws with the standard PDF fonts and knows no
// `paint-order`.
import { toWinAnsi } from './win-ansi';

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

/** Text nodes made safe for the standard fonts (the markup itself is ASCII). */
function textToWinAnsi(svg: string): string {
  return svg.replace(
    />([^<]+)</g,
    (_, text: string) => `>${toWinAnsi(text).replace(/</g, '&lt;').replace(/>/g, '&gt;')}<`,
  );
}

export function svgForPdf(svg: string): string {
  return textToWinAnsi(withoutHalos(svg));
}
