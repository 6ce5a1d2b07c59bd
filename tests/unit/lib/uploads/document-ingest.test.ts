import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ingestDocument, MAX_DOCUMENT_BYTES, type UploadRefusalCode } from '@/lib/uploads/server';
import { expectPlainEnglish, minimalPdf, svgWithScript, zipWithOneFile } from './fixtures';

function expectRefusal(bytes: Uint8Array, code: UploadRefusalCode, maxBytes?: number): string {
  const result = ingestDocument(bytes, maxBytes);
  expect(result).toMatchObject({ ok: false, code });
  const message = result.ok ? '' : result.message;
  expectPlainEnglish(message);
  return message;
}

describe('ingestDocument', () => {
  it('accepts a PDF and returns it byte for byte as application/pdf', () => {
    const pdf = minimalPdf();
    const result = ingestDocument(pdf);
    expect(result).toEqual({ ok: true, value: { bytes: pdf, contentType: 'application/pdf' } });
  });

  it('accepts a PDF with an incremental update and bytes after its last %%EOF', () => {
    const pdf = Buffer.concat([minimalPdf(), Buffer.from('1 0 obj\n<< >>\nendobj\n%%EOF\r\n'), Buffer.alloc(500, 0x20)]);
    expect(ingestDocument(pdf).ok).toBe(true);
  });

  it.each([
    ['an HTML page named brochure.pdf', Buffer.from('<!doctype html><title>Brochure</title><script>alert(1)</script>')],
    ['a text file that mentions %PDF-1.7 later', Buffer.from('Survey notes\n%PDF-1.7\n%%EOF\n')],
    ['a header with no version', Buffer.from('%PDF-\n%%EOF\n')],
    ['a PDF cut off before its end', minimalPdf().subarray(0, 120)],
    ['a PDF header followed by a script and no trailer', Buffer.concat([Buffer.from('%PDF-1.7\n'), svgWithScript])],
    ['a zip archive', zipWithOneFile('survey.pdf', '%PDF-1.7')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s as not a PDF', (_, bytes) => {
    expect(expectRefusal(bytes, 'not-a-pdf')).toBe('This file is not a PDF. Please send listing documents as PDF files.');
  });

  it('refuses a photo as not a PDF', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } }).jpeg().toBuffer();
    expectRefusal(jpeg, 'not-a-pdf');
  });

  it('refuses a PDF over the size cap, and the cap defaults to 20 MB', () => {
    const pdf = minimalPdf();
    expect(expectRefusal(pdf, 'file-too-large', pdf.length - 1)).toMatch(/^A document can be at most [\d.]+ MB\.$/);
    expect(ingestDocument(pdf, pdf.length).ok).toBe(true);
    expect(MAX_DOCUMENT_BYTES).toBe(20 * 1024 * 1024);
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(MAX_DOCUMENT_BYTES), Buffer.from('%%EOF\n')]);
    expect(expectRefusal(large, 'file-too-large')).toBe('A document can be at most 20 MB.');
  });
});
