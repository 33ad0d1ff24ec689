/*
 * Tables exported as CSV: built in the browser from what a screen holds, or by the server for a
 * file it answers. Text that a spreadsheet would run as a formula (= + - @, and tab or carriage
 * return before one) is made inert with a leading apostrophe: names, referrers and event names
 * come from strangers.
 */

export type CsvValue = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: numbers as they are, text guarded against formulas and quoted when it must be. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180: CRLF between records, the header first; a byte order mark so that spreadsheets read UTF-8. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [headers, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
