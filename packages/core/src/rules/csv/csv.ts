// CSV in and out, for every CSV the product reads or writes (the hardware import, the dataset
// importers, the report files, the charts' CSV), through one library (Papa Parse) and one
// formula guard. RFC 4180: fields holding the delimiter, a quote, a line break or an edge space are
// quoted, quotes doubled, lines ending in CRLF. Which delimiter and how numbers look is the
// locale's (csvDelimiter, formatCsvNumber in i18n/number-format.ts).
import Papa from 'papaparse';

/** A record of fields and the line of the text it starts on (1-based). */
export type CsvRecord = { line: number; fields: string[] };
export type CsvParseError = { line: number; message: string };

// A text starting with one of these is run as a formula by spreadsheets (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text from names and labels that a spreadsheet would run as a formula (a location named
 * "=HYPERLINK(...)") gets a leading apostrophe. Numbers do not go through here: they keep their
 * sign. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The rows as CSV text: fields quoted where they must be, CRLF after every line. */
export function writeCsv(rows: readonly (readonly string[])[], delimiter: string): string {
  if (rows.length === 0) return '';
  const text = Papa.unparse(
    rows.map((row) => [...row]),
    {
      delimiter,
      newline: '\r\n',
      // Only where needed: Papa Parse quotes fields with the delimiter, a quote, a line break or
      // an edge space (a spreadsheet would trim it away).
      quotes: false,
      // The guard is ours (guardFormula): numbers such as "-3,5" must keep their sign.
      escapeFormulae: false,
    },
  );
  return `${text}\r\n`;
}

/** Splits CSV text into records of fields, each with the line it starts on. Line ends may be
 * CRLF, LF or CR, mixed; a quoted field may hold any of them (read as LF). */
export function parseCsv(
  text: string,
  delimiter = ',',
): { records: CsvRecord[]; error: CsvParseError | null } {
  const normalised = text.replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let error: CsvParseError | null = null;
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(normalised, {
    delimiter,
    newline: '\n',
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    step: (result) => {
      const end = result.meta.cursor;
      // An open quote swallows the rest of the text: the records before it stand, it is refused.
      if (result.errors.some((e) => e.code === 'MissingQuotes')) {
        error ??= {
          line: line + newlinesBefore(normalised, start, end),
          message: 'a quoted field is not closed',
        };
      } else records.push({ line, fields: result.data });
      line += newlinesIn(normalised, start, end);
      start = end;
    },
  });
  // The line break after the last record ends it; it does not start an empty one.
  const last = records.at(-1);
  if (last && last.fields.length === 1 && last.fields[0] === '' && normalised.endsWith('\n'))
    records.pop();
  return { records, error };
}

/** One line of CSV (no line breaks inside fields), as its fields. */
export function parseCsvLine(line: string, delimiter = ','): string[] {
  if (!line.includes('"')) return line.split(delimiter);
  return Papa.parse<string[]>(line, { delimiter, newline: '\n' }).data[0] ?? [''];
}

function newlinesIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = text.indexOf('\n', from); i !== -1 && i < to; i = text.indexOf('\n', i + 1))
    count += 1;
  return count;
}

/** Line breaks between the record's start and its opening quote that is left open. */
function newlinesBefore(text: string, from: number, to: number): number {
  const quote = text.indexOf('"', from);
  return quote === -1 || quote >= to ? 0 : newlinesIn(text, from, quote);
}
