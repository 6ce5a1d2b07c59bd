import { carouselModes, type CarouselMode } from '@/lib/ui';

// The hero is server HTML; its photos and buttons say which carousel mode and slide they open in data
// attributes, and one small client wrapper (GalleryOpener) reads them on click.

export const MODE_ATTRIBUTE = 'data-carousel-mode';
export const SLIDE_ATTRIBUTE = 'data-carousel-slide';

/** The attributes of a control that opens the full-screen carousel in `mode` at `slide`. */
export function carouselTrigger(mode: CarouselMode, slide = 0): Record<string, string> {
  return { [MODE_ATTRIBUTE]: mode, [SLIDE_ATTRIBUTE]: String(slide), 'aria-haspopup': 'dialog' };
}

/** The mode and slide a clicked element asks for, or null when it is not a trigger. */
export function readCarouselTrigger(element: Element): { mode: CarouselMode; slide: number } | null {
  const value = element.getAttribute(MODE_ATTRIBUTE);
  const mode = carouselModes.find((m) => m === value);
  if (!mode) return null;
  const slide = Number(element.getAttribute(SLIDE_ATTRIBUTE) ?? 0);
  return { mode, slide: Number.isInteger(slide) && slide >= 0 ? slide : 0 };
}
