import { describe, expect, it } from 'vitest';
import { availableCarouselModes, currentCarouselMode, type GalleryMedia } from '@/lib/listings/media';
import { closedCarousel, openedCarousel } from '@/lib/ui';

const photos = [{ documentId: 1, alt: 'Pond' }];
const video = { provider: 'youtube' as const, url: 'https://youtu.be/dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };

describe('full-screen carousel modes a listing offers (SPEC §3 carousel state)', () => {
  it('offers photos, video and tour only when the listing has them, and both maps always', () => {
    const bare: GalleryMedia = { photos: [], video: null, tour: null };
    expect(availableCarouselModes(bare)).toEqual(['propertyMap', 'localMap']);
    expect(availableCarouselModes({ photos, video, tour: { url: 'https://my.matterport.com/show/?m=x' } })).toEqual(['gallery', 'video', 'tour', 'propertyMap', 'localMap']);
    expect(availableCarouselModes({ photos, video: null, tour: null })).toEqual(['gallery', 'propertyMap', 'localMap']);
  });

  it('reads the open mode back from the SPEC flags', () => {
    expect(currentCarouselMode(closedCarousel)).toBeNull();
    expect(currentCarouselMode(openedCarousel('gallery', 3))).toBe('gallery');
    expect(currentCarouselMode(openedCarousel('localMap'))).toBe('localMap');
  });
});
