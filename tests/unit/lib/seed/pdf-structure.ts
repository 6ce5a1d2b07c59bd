import { expect } from 'vitest';

export interface PdfStructure {
  /** Objects the cross-reference table lists as in use (entry 0, the free list head, left out). */
  objects: number;
  /** The decoded text of the first content stream. */
  content: string;
  /** The trailer dictionary's text. */
  trailer: string;
}

/**
 * Checks a PDF file the way a reader opens it: the `%PDF-1.` header and binary comment, `startxref`
 * pointing at the `xref` keyword, every in-use entry's offset pointing at its `n 0 obj`, the trailer's
 * /Size matching the table, stream lengths matching their bytes, and `%%EOF` last.
 */
export function pdfStructure(bytes: Uint8Array): PdfStructure {
  const text = Buffer.from(bytes).toString('latin1');
  expect(text.startsWith('%PDF-1.')).toBe(true);
  expect([...text.split('\n')[1] ?? ''].slice(1).some((ch) => ch.charCodeAt(0) > 127)).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);

  const startxref = /startxref\n(\d+)\n%%EOF\n$/.exec(text);
  expect(startxref).not.toBeNull();
  const xrefAt = Number(startxref?.[1]);
  expect(text.slice(xrefAt, xrefAt + 5)).toBe('xref\n');

  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(xrefAt)) ?? [];
  expect(first).toBe('0');
  const entries = text.slice(xrefAt).split('\n').slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  const inUse = entries.slice(1);
  inUse.forEach((entry, i) => {
    expect(entry, `xref entry ${i + 1}`).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length), `object ${i + 1} at ${offset}`).toBe(`${i + 1} 0 obj`);
  });

  const trailer = /trailer\n(<<.*?>>)\nstartxref/s.exec(text)?.[1] ?? '';
  expect(trailer).toMatch(new RegExp(`/Size ${Number(count)}\\b`));
  expect(trailer).toMatch(/\/Root \d+ 0 R/);

  let content = '';
  for (const stream of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (stream.index ?? 0) + stream[0].length;
    const length = Number(stream[1]);
    expect(text.slice(start + length, start + length + 'endstream'.length)).toBe('endstream');
    content ||= text.slice(start, start + length);
  }
  return { objects: inUse.length, content, trailer };
}
