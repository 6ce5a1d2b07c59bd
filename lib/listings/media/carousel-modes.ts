import { carouselModeFlag, carouselModes, type CarouselMode, type CarouselState } from '@/lib/ui';
import type { GalleryMedia } from './listing-media';

// Which full-screen carousel modes (SPEC §3 "Carousel state") a listing offers: photos, video and tour
// when it has them; both maps always, since every listing has a location.

export function availableCarouselModes(media: GalleryMedia): CarouselMode[] {
  const has: Record<CarouselMode, boolean> = {
    gallery: media.photos.length > 0,
    video: media.video !== null,
    tour: media.tour !== null,
    propertyMap: true,
    localMap: true,
  };
  return carouselModes.filter((mode) => has[mode]);
}

/** The mode an open carousel shows (exactly one flag is set by `openedCarousel`), or null when closed. */
export function currentCarouselMode(state: CarouselState): CarouselMode | null {
  if (!state.displayFullScreenCarousel) return null;
  return carouselModes.find((mode) => state[carouselModeFlag[mode]]) ?? null;
}
