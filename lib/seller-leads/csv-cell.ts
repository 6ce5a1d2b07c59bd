// RFC 4180 fields for the leads export, safe to open in a spreadsheet: a cell that begins like a
// formula (=, +, -, @, tab, carriage return) is written as text with a leading apostrophe, so a
// buyer's message such as `=cmd()` never runs (OWASP "CSV injection").

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One field: neutralised, then quoted (inner quotes doubled) when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended by CRLF as RFC 4180 says. */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
