import { describe, expect, it } from 'vitest';
import { galleryImage, galleryThumbnail, galleryTileCount, heroImageSizes } from '@/lib/listings/media';
import { parseImageParams } from '@/lib/images/params';

describe('gallery images (SPEC §9 detail sizes)', () => {
  it('offers a photo at detail mobile height 400 and desktop height 600, at 1x and 2x, smallest first', () => {
    const image = galleryImage(77);
    expect(image).toMatchObject({ src: '/resizedimages/600/900/cover/80/webp/1-77', width: 900, height: 600 });
    expect(image.srcSet).toBe([
      '/resizedimages/400/600/cover/80/webp/1-77 600w',
      '/resizedimages/600/900/cover/80/webp/1-77 900w',
      '/resizedimages/800/1200/cover/80/webp/1-77 1200w',
      '/resizedimages/1200/1800/cover/80/webp/1-77 1800w',
    ].join(', '));
  });

  it('asks only for sizes the image service serves', () => {
    const urls = [galleryImage(5), galleryThumbnail(5)].flatMap((image) => [image.src, ...image.srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '')]);
    expect(urls).toHaveLength(8);
    for (const url of urls) expect(parseImageParams(url.split('/').slice(2)).ok).toBe(true);
  });

  it('gives the thumbnail strip the SPEC thumbnail size', () => {
    expect(galleryThumbnail(5)).toEqual({
      src: '/resizedimages/81/122/cover/80/webp/1-5',
      srcSet: '/resizedimages/81/122/cover/80/webp/1-5 1x, /resizedimages/162/244/cover/80/webp/1-5 2x',
      width: 122,
      height: 81,
    });
  });

  it('puts four, two, one or no small photos beside the large one, never three', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(galleryTileCount)).toEqual([0, 0, 1, 2, 2, 4, 4, 4]);
  });

  it('tells the browser how wide the large photo is shown', () => {
    expect(heroImageSizes(0)).toBe('100vw');
    expect(heroImageSizes(4)).toBe('(min-width: 901px) 50vw, 100vw');
    expect(heroImageSizes(2)).toBe('(min-width: 901px) 67vw, 100vw');
  });
});
