// svg-to-pdfkit ships no types; this declares the one call we use.
declare module 'svg-to-pdfkit' {
  type SvgToPdfOptions = {
    width?: number;
    height?: number;
    /** Read SVG px as PDF pt (1:1) instead of 96 dpi. */
    assumePt?: boolean;
    preserveAspectRatio?: string;
    warningCallback?: (warning: string) => void;
    /** The registered font to draw a text with, from its CSS family and weight. */
    fontCallback?: (family: string, bold: boolean, italic: boolean) => string;
  };
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: SvgToPdfOptions,
  ): void;
}
