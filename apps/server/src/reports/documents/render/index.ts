// One entry point for the report files: a document in, the file in the requested format out.
import { REPORT_FILE_CONTENT_TYPES, type ReportFileFormat } from '@footfall/core';
import type { RenderedFile, ReportDocument } from '../model';
import { renderCsv } from './csv';
import { renderPdf } from './pdf';
import { renderXlsx } from './xlsx';

async function body(doc: ReportDocument, format: ReportFileFormat): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return renderPdf(doc);
    case 'csv':
      return renderCsv(doc);
    case 'xlsx':
      return renderXlsx(doc);
  }
}

export async function renderDocument(
  doc: ReportDocument,
  format: ReportFileFormat,
): Promise<RenderedFile> {
  return {
    body: await body(doc, format),
    contentType: REPORT_FILE_CONTENT_TYPES[format],
    extension: format,
  };
}
