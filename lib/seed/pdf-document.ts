// A small PDF 1.4 writer for the seeder's sample documents: one US Letter page, the standard
// Helvetica and Helvetica-Bold fonts (every reader has them, so nothing is embedded), text and stroked
// lines. The same input always gives the same bytes, so a seed run is reproducible to the file.

/** US Letter in points (1/72 inch). */
export const LETTER = { width: 612, height: 792 } as const;

export type PdfFont = 'regular' | 'bold';
export type PdfPoint = readonly [x: number, y: number];

const fontResource: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

// Helvetica advance widths (1/1000 em) of ASCII 32-126, from the standard AFM metrics. Bold runs up to
// about 8% wider; wrapping reserves that, so a wrapped line never runs past its width.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556,
  278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
  611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833,
  556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD_FACTOR = 1.08;

// Typographic marks a title or description may hold, as the ASCII the fonts' encoding surely has.
const ASCII_FOR: Readonly<Record<string, string>> = { '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"', '\u2013': '-', '\u2014': '-', '\u2026': '...', '\u00A0': ' ' };

/**
 * Text as the fonts can draw it: printable ASCII, and the Latin-1 letters and signs (Doña Ana, 12°)
 * that WinAnsi and PDFDocEncoding both place at their Latin-1 codes (the soft hyphen is not one of
 * them). Anything else becomes '?'.
 */
export function pdfSafeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0x20 && code <= 0x7e) out += ch;
    else if (code >= 0xa1 && code <= 0xff && code !== 0xad) out += ch;
    else out += ASCII_FOR[ch] ?? (/\s/.test(ch) ? ' ' : '?');
  }
  return out;
}

/** A PDF literal string: `(...)` with `\`, `(` and `)` escaped and every byte above 126 as an octal escape. */
export function pdfString(text: string): string {
  let out = '(';
  for (const ch of pdfSafeText(text)) {
    const code = ch.charCodeAt(0);
    if (ch === '\\' || ch === '(' || ch === ')') out += `\\${ch}`;
    else if (code > 0x7e) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += ch;
  }
  return `${out})`;
}

/** Width of `text` in points at `size`. */
export function textWidth(text: string, size: number, font: PdfFont = 'regular'): number {
  let units = 0;
  for (const ch of pdfSafeText(text)) units += HELVETICA_WIDTHS[ch.charCodeAt(0) - 32] ?? 556;
  return (units * size * (font === 'bold' ? BOLD_FACTOR : 1)) / 1000;
}

/** Words of `text` in lines no wider than `width`; a word wider than a line gets a line of its own. */
export function wrapText(text: string, size: number, width: number, font: PdfFont = 'regular'): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next, size, font) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Points with at most two decimals and no trailing zeros: `72`, `40.5`. */
const num = (n: number) => String(Math.round(n * 100) / 100);

/** The drawing of one page: a content stream built operator by operator. */
export class PdfPage {
  private readonly ops: string[] = [];

  /** Text with its baseline starting at (x, y); `gray` 0 is black, 1 white. */
  text(x: number, y: number, size: number, text: string, options: { font?: PdfFont; gray?: number } = {}): this {
    const font = fontResource[options.font ?? 'regular'];
    this.ops.push(`BT /${font} ${num(size)} Tf ${num(options.gray ?? 0)} g ${num(x)} ${num(y)} Td ${pdfString(text)} Tj ET`);
    return this;
  }

  /** A stroked line through `points`, closed back to the first when `close`. */
  path(points: readonly PdfPoint[], options: { close?: boolean; width?: number; gray?: number; dash?: number } = {}): this {
    const [first, ...rest] = points;
    if (!first) return this;
    const dash = options.dash ? `[${num(options.dash)}] 0 d` : '[] 0 d';
    const moves = [`${num(first[0])} ${num(first[1])} m`, ...rest.map(([x, y]) => `${num(x)} ${num(y)} l`)].join(' ');
    this.ops.push(`q ${num(options.width ?? 1)} w ${num(options.gray ?? 0)} G ${dash} ${moves} ${options.close ? 's' : 'S'} Q`);
    return this;
  }

  /** A filled rectangle (a band or a table stripe). */
  rect(x: number, y: number, width: number, height: number, gray: number): this {
    this.ops.push(`q ${num(gray)} g ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q`);
    return this;
  }

  get content(): string {
    return `${this.ops.join('\n')}\n`;
  }
}

export interface PdfInfo {
  title: string;
  subject?: string;
  producer?: string;
}

// After the header, a comment of four bytes above 127 marks the file as binary for transfer tools
// (PDF 1.4 §3.4.1). Every other byte of the file is ASCII, so offsets are string lengths.
const HEADER = Buffer.from([...Buffer.from('%PDF-1.4\n%', 'latin1'), 0xe2, 0xe3, 0xcf, 0xd3, 0x0a]);

/**
 * The whole file: catalog, page tree, one Letter page, its two fonts, its content stream and the
 * document information, then the cross-reference table whose offsets point at each `n 0 obj`.
 */
export function pdfDocument(page: PdfPage, info: PdfInfo): Buffer {
  const content = page.content;
  const infoEntries = [`/Title ${pdfString(info.title)}`, info.subject && `/Subject ${pdfString(info.subject)}`, info.producer && `/Producer ${pdfString(info.producer)}`];
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${LETTER.width} ${LETTER.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
    `<< ${infoEntries.filter(Boolean).join(' ')} >>`,
  ];
  let body = '';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(HEADER.length + body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = HEADER.length + body.length;
  // Each entry is exactly 20 bytes: 10-digit offset, space, 5-digit generation, space, type, space, LF.
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n', ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  const trailer = `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.concat([HEADER, Buffer.from(body + xref + trailer, 'latin1')]);
}
