import { describe, expect, it } from 'vitest';
import { LETTER, pdfDocument, PdfPage, pdfSafeText, pdfString, textWidth, wrapText } from '@/lib/seed/pdf-document';
import { pdfStructure } from './pdf-structure';

const page = () => new PdfPage()
  .text(54, 700, 24, 'Survey plat', { font: 'bold' })
  .text(54, 680, 14, '40 Acres (more or less) in Doña Ana County, NM', { gray: 0.25 })
  .path([[100, 100], [200, 120], [180, 220]], { close: true, width: 1.5 })
  .rect(0, 762, 612, 30, 0.2);

describe('the seed PDF writer', () => {
  it('writes a PDF 1.4 file a reader can open: header, objects at their xref offsets, trailer, %%EOF', () => {
    const bytes = pdfDocument(page(), { title: 'Survey plat: 40 Acres' });
    expect(bytes.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    const pdf = pdfStructure(bytes);
    expect(pdf.objects).toBe(7);
    expect(pdf.trailer).toContain('/Info 7 0 R');
  });

  it('draws one US Letter page with Helvetica and Helvetica-Bold', () => {
    const text = pdfDocument(page(), { title: 'x' }).toString('latin1');
    expect(LETTER).toEqual({ width: 612, height: 792 });
    expect(text).toContain('/MediaBox [0 0 612 792]');
    expect(text).toContain('/Type /Pages /Kids [3 0 R] /Count 1');
    expect(text).toContain('/BaseFont /Helvetica /Encoding /WinAnsiEncoding');
    expect(text).toContain('/BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding');
    const { content } = pdfStructure(Buffer.from(text, 'latin1'));
    expect(content).toContain('BT /F2 24 Tf 0 g 54 700 Td (Survey plat) Tj ET');
    expect(content).toContain('100 100 m 200 120 l 180 220 l s');
  });

  it('escapes string delimiters and writes Latin-1 letters as octal, anything else as ?', () => {
    expect(pdfString('a(b)c\\')).toBe('(a\\(b\\)c\\\\)');
    expect(pdfString('Doña Ana')).toBe('(Do\\361a Ana)');
    expect(pdfString('N 12°30\u2019 E \u2014 \u6771')).toBe("(N 12\\26030' E - ?)");
    expect(pdfSafeText('tab\there\u00ad')).toBe('tab here?');
    expect(pdfDocument(page(), { title: 'Soil (report)' }).toString('latin1')).toContain('/Title (Soil \\(report\\))');
  });

  it('gives the same bytes for the same page', () => {
    expect(pdfDocument(page(), { title: 'x' }).equals(pdfDocument(page(), { title: 'x' }))).toBe(true);
  });

  it('wraps text within the width it is given', () => {
    const text = 'Rolling hills with live oaks and a wet-weather creek across the back of the property, fenced on three sides.';
    const lines = wrapText(text, 11, 200);
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(200);
    expect(textWidth('MMMM', 10, 'bold')).toBeGreaterThan(textWidth('MMMM', 10));
  });
});
