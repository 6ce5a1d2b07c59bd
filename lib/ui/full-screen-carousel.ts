// SPEC §3 "Carousel state" and §4 "Full-screen carousel": one mode at a time, chosen when it opens.

export const carouselModes = ['gallery', 'video', 'tour', 'propertyMap', 'localMap'] as const;
export type CarouselMode = (typeof carouselModes)[number];

export interface CarouselState {
  displayFullScreenCarousel: boolean;
  openGallery: boolean;
  openVideo: boolean;
  openTour: boolean;
  isPropertyMap: boolean;
  isLocalMap: boolean;
  currentCarouselSlideIndex: number;
}

/** The SPEC §3 flag each mode sets. */
export const carouselModeFlag = {
  gallery: 'openGallery',
  video: 'openVideo',
  tour: 'openTour',
  propertyMap: 'isPropertyMap',
  localMap: 'isLocalMap',
} as const satisfies Record<CarouselMode, keyof CarouselState>;

/** Closing resets everything (SPEC §4), so a later open never inherits a mode or a slide. */
export const closedCarousel: Readonly<CarouselState> = Object.freeze({
  displayFullScreenCarousel: false,
  openGallery: false,
  openVideo: false,
  openTour: false,
  isPropertyMap: false,
  isLocalMap: false,
  currentCarouselSlideIndex: 0,
});

/** A slide index as the carousel can show it: a whole number from 0. */
export function slideIndex(index: number): number {
  return Number.isFinite(index) ? Math.max(0, Math.trunc(index)) : 0;
}

/** The state after opening in `mode` at `index`: only that mode's flag is set. */
export function openedCarousel(mode: CarouselMode, index = 0): CarouselState {
  return { ...closedCarousel, displayFullScreenCarousel: true, [carouselModeFlag[mode]]: true, currentCarouselSlideIndex: slideIndex(index) };
}
