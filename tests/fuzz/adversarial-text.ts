import fc from 'fast-check';

// Texts that have broken parsers, SQL builders and renderers before. Shared by every family.

const controlTexts = [
  '\u0000', 'a\u0000b', '\u0001\u001f\u007f', '\r\n', 'a\rb', '\t', '\u0008', '\u001b[31m', '\u0085', '\u2028\u2029', '\ufeff', '\u202e',
];

const unicodeTexts = ['\ud800', '\udfff', 'a\ud83d', '😀', '👨‍👩‍👧‍👦', 'e\u0301'.repeat(40), 'İ', 'ß', 'Ⅻ', '١٢٣', '\uffff', '\u{10ffff}'];

const injectionTexts = [
  "' or 1=1 --", '"; drop table listings; --', '%', '_', '%_%', '\\', "'", '"', '!', '&', '|', '()', ':*', 'a & | b', '!!', '<->', 'a <-> b',
  'a:* & !b', '"unclosed', 'or', 'not', '-', '*', '$1', '{{7*7}}', '${7*7}', '<script>alert(1)</script>', '../../etc/passwd', 'null', 'undefined',
];

export const numberTexts = [
  '-0', '1e400', '-1e400', '2147483648', '-2147483649', '2147483647', '32768', '32767', '65536', '9007199254740992', '9007199254740993',
  '9'.repeat(400), '0.1', '1e-400', '5e-324', '1.7976931348623157e308', '0', '-1',
];

export const notNumberTexts = ['NaN', 'Infinity', '-Infinity', '', ' ', '0x10', '0b1', '1_000', '1,000', '+5', '.5', '5.', '1e', '1..2', '١٢', 'true', 'null', '5abc'];

export const dateTexts = [
  '0000-01-01', '0001-01-01', '9999-12-31', '2026-02-30', '2024-02-29', '2023-02-29', '10000-01-01', '-000001-01-01', '+002026-01-01',
  '2026-13-01', '2026-00-10', '2026-1-1', '2026-01-01T00:00:00Z', '1970-01-01', '2038-01-19', 'today', '2026-02-28\u0000',
];

/** Raw query-string syntax: sent as written, never encoded again. */
export const rawQueryTexts = ['%', '%f', '%ff', '%zz', '%00', '%C0%AE', '%ED%A0%80', '%FE%FF', '%25', '%2C', '&', '=', '==', '+', '%2B', '%0A'];

export const adversarialText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...controlTexts, ...unicodeTexts, ...injectionTexts, ...notNumberTexts),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(5000, 40_000).map((n) => 'x'.repeat(n)),
);
