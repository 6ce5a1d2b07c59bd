import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageFits, imageFormats, MAX_IMAGE_SIDE, parseImageParams, resizedImageUrl } from '@/lib/images/params';

const segmentsOf = (url: string) => url.split('/').slice(2);

describe('parseImageParams (SPEC §9 /resizedimages/{h}/{w}/{fit}/{q}/{format}/1-{id})', () => {
  it('accepts a well-formed request and reads every part', () => {
    expect(parseImageParams(['300', '400', 'cover', '80', 'webp', '1-123'])).toEqual({
      ok: true,
      value: { height: 300, width: 400, fit: 'cover', quality: 80, format: 'webp', documentId: 123 },
    });
  });

  it('treats jpg as jpeg', () => {
    const parsed = parseImageParams(['10', '10', 'contain', '60', 'jpg', '1-5']);
    expect(parsed.ok && parsed.value.format).toBe('jpeg');
  });

  it.each([
    [['0', '400', 'cover', '80', 'webp', '1-1'], /height/],
    [['300', String(MAX_IMAGE_SIDE + 1), 'cover', '80', 'webp', '1-1'], /width/],
    [['300', '4e2', 'cover', '80', 'webp', '1-1'], /width: must be a whole number/],
    [['300', '400', 'stretch', '80', 'webp', '1-1'], /fit/],
    [['300', '400', 'cover', '0', 'webp', '1-1'], /quality/],
    [['300', '400', 'cover', '101', 'webp', '1-1'], /quality/],
    [['300', '400', 'cover', '80', 'gif', '1-1'], /format/],
    [['300', '400', 'cover', '80', 'webp', '2-1'], /document: must look like 1-\{documentId\}/],
    [['300', '400', 'cover', '80', 'webp', '1-0'], /document/],
    [['300', '400', 'cover', '80', 'webp', '1-99999999999999999'], /document/],
    [['300', '400', 'cover', '80', 'webp', '1-..%2F..%2Fetc'], /document/],
    [['300', '400', 'cover', '80', 'webp'], /Invalid image/],
    [['300', '400', 'cover', '80', 'webp', '1-1', 'extra'], /Invalid image/],
  ])('rejects %j naming the bad part', (segments, message) => {
    const parsed = parseImageParams(segments);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('never throws on arbitrary segments', () => {
    fc.assert(fc.property(fc.array(fc.string(), { maxLength: 8 }), (segments) => {
      const parsed = parseImageParams(segments);
      expect(typeof parsed.ok).toBe('boolean');
    }));
  });

  it('parses back every URL resizedImageUrl builds', () => {
    const request = fc.record({
      documentId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      height: fc.integer({ min: 1, max: MAX_IMAGE_SIDE }),
      width: fc.integer({ min: 1, max: MAX_IMAGE_SIDE }),
      fit: fc.constantFrom(...imageFits),
      quality: fc.integer({ min: 1, max: 100 }),
      format: fc.constantFrom(...imageFormats),
    });
    fc.assert(fc.property(request, (r) => {
      expect(parseImageParams(segmentsOf(resizedImageUrl(r)))).toEqual({ ok: true, value: r });
    }));
  });

  it('defaults to cover, quality 80 and webp', () => {
    expect(resizedImageUrl({ documentId: 9, height: 200, width: 300 })).toBe('/resizedimages/200/300/cover/80/webp/1-9');
  });
});
