import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageFits, imageFormats, imageQualities, MAX_IMAGE_SIDE, parseImageParams, resizedImageUrl } from '@/lib/images/params';
import { imageSizes, pixelDensities } from '@/lib/images/sizes';

const segmentsOf = (url: string) => url.split('/').slice(2);

describe('parseImageParams (SPEC §9 /resizedimages/{h}/{w}/{fit}/{q}/{format}/1-{id})', () => {
  it('accepts a well-formed request and reads every part', () => {
    expect(parseImageParams(['162', '243', 'cover', '80', 'webp', '1-123'])).toEqual({
      ok: true,
      value: { height: 162, width: 243, fit: 'cover', quality: 80, format: 'webp', documentId: 123 },
    });
  });

  it('treats jpg as jpeg', () => {
    const parsed = parseImageParams(['81', '122', 'contain', '60', 'jpg', '1-5']);
    expect(parsed.ok && parsed.value.format).toBe('jpeg');
  });

  it('accepts a table size at 2x for high-density screens', () => {
    expect(parseImageParams(['1200', '1800', 'fill', '100', 'avif', '1-43']).ok).toBe(true);
  });

  it.each([
    [['0', '243', 'cover', '80', 'webp', '1-1'], /height/],
    [['162', String(MAX_IMAGE_SIDE + 1), 'cover', '80', 'webp', '1-1'], /width/],
    [['2400', '2390', 'fill', '100', 'avif', '1-43'], /height: Too big/],
    [['162', '4e2', 'cover', '80', 'webp', '1-1'], /width: must be a whole number/],
    [['300', '400', 'cover', '80', 'webp', '1-1'], /size: 300x400 \(height x width\) is not a served size; served sizes are 81x122, /],
    [['243', '162', 'cover', '80', 'webp', '1-1'], /size: 243x162/],
    [['163', '243', 'cover', '80', 'webp', '1-1'], /size/],
    [['162', '243', 'stretch', '80', 'webp', '1-1'], /fit/],
    [['162', '243', 'cover', '0', 'webp', '1-1'], /quality/],
    [['162', '243', 'cover', '101', 'webp', '1-1'], /quality/],
    [['162', '243', 'cover', '70', 'webp', '1-1'], /quality: must be one of 40, 60, 80, 100/],
    [['162', '243', 'cover', '80', 'gif', '1-1'], /format/],
    [['162', '243', 'cover', '80', 'png', '1-1'], /format/],
    [['162', '243', 'cover', '80', 'webp', '2-1'], /document: must look like 1-\{documentId\}/],
    [['162', '243', 'cover', '80', 'webp', '1-0'], /document/],
    [['162', '243', 'cover', '80', 'webp', '1-99999999999999999'], /document/],
    [['162', '243', 'cover', '80', 'webp', '1-..%2F..%2Fetc'], /document/],
    [['162', '243', 'cover', '80', 'webp'], /Invalid image/],
    [['162', '243', 'cover', '80', 'webp', '1-1', 'extra'], /Invalid image/],
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
});

describe('resizedImageUrl', () => {
  it('builds a URL parseImageParams accepts for every table size at 1x and 2x, every quality, format and fit', () => {
    const urls: string[] = [];
    for (const size of Object.values(imageSizes)) {
      for (const density of pixelDensities) {
        for (const quality of imageQualities) {
          for (const format of imageFormats) {
            for (const fit of imageFits) {
              const url = resizedImageUrl({ documentId: 7, ...size, density, quality, format, fit });
              urls.push(url);
              expect(parseImageParams(segmentsOf(url))).toEqual({
                ok: true,
                value: { height: size.height * density, width: size.width * density, fit, quality, format, documentId: 7 },
              });
            }
          }
        }
      }
    }
    expect(urls).toHaveLength(Object.keys(imageSizes).length * 2 * 4 * 3 * imageFits.length);
  });

  it('parses back any document id', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (documentId) => {
      const parsed = parseImageParams(segmentsOf(resizedImageUrl({ documentId, ...imageSizes.gold })));
      expect(parsed.ok && parsed.value.documentId).toBe(documentId);
    }));
  });

  it('defaults to cover, quality 80 and webp at 1x', () => {
    expect(resizedImageUrl({ documentId: 9, ...imageSizes.standard })).toBe('/resizedimages/162/243/cover/80/webp/1-9');
  });

  it('doubles both sides at density 2', () => {
    expect(resizedImageUrl({ documentId: 9, ...imageSizes.map, density: 2 })).toBe('/resizedimages/320/420/cover/80/webp/1-9');
  });

  it('refuses a size the service would answer 400 for', () => {
    expect(() => resizedImageUrl({ documentId: 9, height: 200, width: 300 })).toThrow(/200x300 is not a served image size/);
  });
});
