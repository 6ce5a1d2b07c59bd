import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from '@/lib/seller-leads/csv-cell';

// The leads export is opened in spreadsheets: every field is RFC 4180, and nothing a buyer typed can
// run as a formula.

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Dana Buyer')).toBe('Dana Buyer');
    expect(csvCell('')).toBe('');
    expect(csvCell('Señora Núñez – 40 acres')).toBe('Señora Núñez – 40 acres');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling inner quotes', () => {
    expect(csvCell('Smith, Jo Ann')).toBe('"Smith, Jo Ann"');
    expect(csvCell('the "back forty"')).toBe('"the ""back forty"""');
    expect(csvCell('first line\nsecond line')).toBe('"first line\nsecond line"');
    expect(csvCell('first line\r\nsecond line')).toBe('"first line\r\nsecond line"');
  });

  it.each([
    ['=cmd()', "'=cmd()"],
    ['+1 512 555 0123', "'+1 512 555 0123"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1', "'\t=1"],
  ])('writes %j, which begins like a formula, as text: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('neutralises a formula before quoting it', () => {
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"');
    expect(csvCell('\rnext')).toBe('"\'\rnext"');
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Price: -$5,000')).toBe('"Price: -$5,000"');
  });
});

describe('csvRecord', () => {
  it('joins the fields with commas and ends the record with CRLF', () => {
    expect(csvRecord(['a', 'b, c', '=d'])).toBe('a,"b, c",\'=d\r\n');
  });
});
