// The CSV of the hardware import (issue 4): a header row naming the columns, then one gateway
// per row. Columns: serial (or mac), name, area, height (cm), x and y (floor-plan metres); only
// the serial is required and the columns may come in any order. Quoted fields ("a, b" and ""
// for a quote), blank lines, CRLF line ends, a byte-order mark and semicolon-separated files (as
// spreadsheets export them where the decimal separator is a comma) are all accepted. Every
// problem is reported with its line, and a file with any problem imports nothing.
import { parseCsv } from '../csv/csv';
import { VALIDATION_MESSAGES, formatValidationMessage } from '../validation/validators';
import { normalizeSerial } from './serial';

export type HardwareCsvRow = {
  /** The file line the row starts on (the header is line 1). */
  line: number;
  serial: string;
  name: string | null;
  area: string | null;
  height_cm: number | null;
  x_m: number | null;
  y_m: number | null;
};
export type HardwareCsvError = { line: number; message: string };
export type HardwareCsvResult = { rows: HardwareCsvRow[]; errors: HardwareCsvError[] };

export const HARDWARE_CSV_MAX_ROWS = 2000;
export const HARDWARE_CSV_COLUMNS = ['serial', 'name', 'area', 'height', 'x', 'y'] as const;
type Column = (typeof HARDWARE_CSV_COLUMNS)[number];

const COLUMN_ALIASES: Record<string, Column> = {
  serial: 'serial',
  mac: 'serial',
  name: 'name',
  area: 'area',
  height: 'height',
  height_cm: 'height',
  x: 'x',
  x_m: 'x',
  y: 'y',
  y_m: 'y',
};
const COLUMN_LIST = 'serial (or mac), name, area, height, x, y';
const MAX_HEIGHT_CM = 10_000;
const MAX_TEXT = 200;

/** "Line 3: Height is not an number". */
export const formatCsvError = (error: HardwareCsvError) => `Line ${error.line}: ${error.message}`;

function readNumber(value: string, label: string, positive: boolean): number | string {
  const text = /^-?\d+,\d+$/.test(value) ? value.replace(',', '.') : value;
  const number = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text) ? Number(text) : NaN;
  if (!Number.isFinite(number)) return formatValidationMessage(VALIDATION_MESSAGES.number, label);
  if (positive && number <= 0) return formatValidationMessage(VALIDATION_MESSAGES.positive, label);
  return number;
}

/** Parses the hardware CSV: its rows when every line is valid, otherwise every error found. */
export function parseHardwareCsv(input: string): HardwareCsvResult {
  const text = input.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const { records, error } = parseCsv(text, delimiter);
  const errors: HardwareCsvError[] = error ? [error] : [];
  const nonBlank = records.filter((record) => record.fields.some((f) => f.trim() !== ''));
  const [header, ...body] = nonBlank;
  if (!header) return { rows: [], errors: [{ line: 1, message: 'the file is empty' }] };

  const columns: (Column | null)[] = [];
  for (const raw of header.fields) {
    const name = raw.trim().toLowerCase();
    const column = COLUMN_ALIASES[name];
    if (!column) {
      errors.push({
        line: header.line,
        message: `unknown column "${raw.trim()}"; the columns are ${COLUMN_LIST}`,
      });
      columns.push(null);
    } else if (columns.includes(column)) {
      errors.push({ line: header.line, message: `column "${name}" appears twice` });
      columns.push(null);
    } else columns.push(column);
  }
  if (!columns.includes('serial')) {
    errors.push({
      line: header.line,
      message: `the first row must name the columns, with a serial (or mac) column: ${COLUMN_LIST}`,
    });
    return { rows: [], errors };
  }
  if (body.length === 0) {
    errors.push({ line: header.line, message: 'the file has no rows below its header' });
  }
  if (body.length > HARDWARE_CSV_MAX_ROWS) {
    errors.push({
      line: header.line,
      message: `the file has ${body.length} rows; import at most ${HARDWARE_CSV_MAX_ROWS} at a time`,
    });
    return { rows: [], errors };
  }

  const rows: HardwareCsvRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const record of body) {
    const rowErrors: string[] = [];
    if (record.fields.length > columns.length) {
      rowErrors.push(
        `the row has ${record.fields.length} fields; the header has ${columns.length}`,
      );
    }
    const value = (column: Column) => {
      const index = columns.indexOf(column);
      return index < 0 ? '' : (record.fields[index] ?? '').trim();
    };
    const text = (column: Column, label: string) => {
      const found = value(column);
      if (found.length > MAX_TEXT) {
        rowErrors.push(`${label} is too long (at most ${MAX_TEXT} characters)`);
      }
      return found === '' ? null : found;
    };
    const number = (column: Column, label: string, positive: boolean) => {
      const found = value(column);
      if (found === '') return null;
      const parsed = readNumber(found, label, positive);
      if (typeof parsed === 'string') {
        rowErrors.push(parsed);
        return null;
      }
      return parsed;
    };

    const rawSerial = value('serial');
    let serial: string | null = null;
    if (rawSerial === '') {
      rowErrors.push(formatValidationMessage(VALIDATION_MESSAGES.notEmpty, 'Serial'));
    } else {
      serial = normalizeSerial(rawSerial);
      if (serial === null) {
        rowErrors.push(
          `${formatValidationMessage(VALIDATION_MESSAGES.url, 'Serial')}: "${rawSerial}"`,
        );
      } else if (firstLineOf.has(serial)) {
        rowErrors.push(`Serial ${serial} is repeated (first on line ${firstLineOf.get(serial)})`);
      } else firstLineOf.set(serial, record.line);
    }
    const name = text('name', 'Name');
    const area = text('area', 'Area');
    const height = number('height', 'Height', true);
    if (height !== null && height > MAX_HEIGHT_CM) {
      rowErrors.push(`Height is too large (at most ${MAX_HEIGHT_CM} cm)`);
    }
    const x = number('x', 'X', false);
    const y = number('y', 'Y', false);

    if (rowErrors.length > 0 || serial === null) {
      for (const message of rowErrors) errors.push({ line: record.line, message });
      continue;
    }
    rows.push({ line: record.line, serial, name, area, height_cm: height, x_m: x, y_m: y });
  }
  return errors.length > 0 ? { rows: [], errors } : { rows, errors };
}
