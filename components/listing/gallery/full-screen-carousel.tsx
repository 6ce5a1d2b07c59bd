'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from '@/lib/hooks/use-modal-dialog';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { availableCarouselModes, currentCarouselMode, type GalleryMedia, type ListingMapPlace } from '@/lib/listings/media';
import type { MarkerColors } from '@/lib/map';
import type { CarouselMode } from '@/lib/ui';
import { CarouselModeBar } from './carousel-mode-bar';
import { CarouselPanel } from './carousel-panel';

export interface FullScreenCarouselProps {
  media: GalleryMedia;
  title: string;
  place: ListingMapPlace;
  colors: MarkerColors;
  mapStyleUrl?: string;
}

/**
 * SPEC §4 full-screen carousel: a modal dialog over the whole screen showing one mode at a time (photos,
 * video, 3D tour, property map, local map), as the UI store's carousel state says. Escape or Close
 * closes it (the store resets every carousel field) and focus returns to what opened it.
 */
export function FullScreenCarousel(props: FullScreenCarouselProps) {
  const { media, title } = props;
  const t = useTranslations('gallery');
  const carousel = useUiStore((s) => s.carousel);
  const openCarousel = useUiStore((s) => s.openCarousel);
  const close = useUiStore((s) => s.closeCarousel);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalDialog(dialog, { onClose: close, initialFocus: closeButton });

  // Switching to another mode and back to the photos returns to the photo that was showing.
  const [lastPhoto, setLastPhoto] = useState(carousel.currentCarouselSlideIndex);
  const modes = availableCarouselModes(media);
  const requested = currentCarouselMode(carousel);
  // A mode this listing lacks (no video, say) shows the first one it has.
  const mode = requested && modes.includes(requested) ? requested : (modes[0] ?? 'propertyMap');
  const select = (next: CarouselMode) => {
    const photo = mode === 'gallery' ? carousel.currentCarouselSlideIndex : lastPhoto;
    setLastPhoto(photo);
    openCarousel(next, next === 'gallery' ? photo : 0);
  };

  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('dialog', { title })}
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
      data-testid="full-screen-carousel"
      data-mode={mode}
    >
      <div className="flex items-center gap-2 p-2 md:p-3">
        <p className="hidden min-w-0 flex-1 truncate font-semibold lm:block">{title}</p>
        <CarouselModeBar modes={modes} current={mode} onSelect={select} />
        <button ref={closeButton} type="button" onClick={close} className="ml-auto shrink-0 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-semibold hover:bg-white/15">
          {t('close')} <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="relative min-h-0 flex-1">
        <CarouselPanel {...props} mode={mode} slide={carousel.currentCarouselSlideIndex} />
      </div>
    </div>,
    document.body,
  );
}
