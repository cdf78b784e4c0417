// svg-to-pdfkit ships no types; this declares the one call we use.
declare module 'svg-to-pdfkit' {
  type SvgToPdfOptions = {
    width?: number;
    height?: number;
    /** Read SVG px as PDF pt (1:1) instead of 96 dpi. */
    assumePt?: boolean;
    preserveAspectRatio?: string;
    warningCallback?: (warning: string) => void;
  };
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x?: number,
    y?: number,
    options?: SvgToPdfOptions,
  ): void;
}
