'use client';

// Only the CSS Swiper needs (slide layout, the hidden live region); the buttons are our own.
import 'swiper/css';
import 'swiper/css/a11y';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { ListingPhoto } from '@/lib/listings/media';
import { preloadAhead, preloadedSlides, withPreloadedSlides } from '@/lib/ui';
import { GalleryPhoto } from './gallery-photo';
import { GalleryThumbnails } from './gallery-thumbnails';

interface GallerySwiperProps {
  photos: readonly ListingPhoto[];
  title: string;
  /** The UI store's slide index (SPEC §3 currentCarouselSlideIndex). */
  slide: number;
  /** The visitor moved to another photo. */
  onSlide: (index: number) => void;
}

const arrowClass = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-black/60 px-3 py-2 text-2xl leading-none text-white hover:bg-black/80';

/**
 * The carousel's photos (SPEC §4): loops, previous/next buttons, arrow keys, swipe, an "n / N" counter,
 * photos loaded for the current one and 2 (phones) or 5 (wider) ahead, and thumbnails on wide screens.
 */
export function GallerySwiper({ photos, title, slide, onSlide }: GallerySwiperProps) {
  const t = useTranslations('carousel');
  const g = useTranslations('gallery');
  const total = photos.length;
  const current = Math.min(slide, Math.max(total - 1, 0));
  const swiper = useRef<SwiperInstance | null>(null);
  const [ahead] = useState(() => preloadAhead(window.innerWidth));
  // A slide gets its photo once the preload window reaches it; a loaded photo stays (going back never reloads).
  const [loaded, setLoaded] = useState(() => preloadedSlides(current, total, ahead));
  // Swiper's Navigation takes the button elements once they exist; state re-renders it with them.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  const looping = total > 1;

  // The store's slide may change from outside Swiper (a thumbnail): follow it.
  useEffect(() => {
    const instance = swiper.current;
    if (instance && !instance.destroyed && instance.realIndex !== current) instance.slideToLoop(current);
  }, [current]);

  return (
    <div className="flex h-full flex-col">
      <div className="relative min-h-0 flex-1">
        <Swiper
          modules={[Navigation, Keyboard, A11y]}
          loop={looping}
          initialSlide={current}
          navigation={{ prevEl, nextEl }}
          // The dialog is modal: the arrow keys are the carousel's while it is open. Page Up/Down are left alone.
          keyboard={{ enabled: true, onlyInViewport: false, pageUpDown: false }}
          a11y={{
            prevSlideMessage: t('previous'),
            nextSlideMessage: t('next'),
            containerRoleDescriptionMessage: t('roleDescription'),
            containerMessage: t('photos', { title }),
            // Swiper fills in its own {{placeholders}}.
            slideLabelMessage: t('slide', { index: '{{index}}', count: '{{slidesLength}}' }),
          }}
          onSwiper={(instance) => {
            swiper.current = instance;
          }}
          onRealIndexChange={(instance) => {
            setLoaded((previous) => withPreloadedSlides(previous, instance.realIndex, total, ahead));
            onSlide(instance.realIndex);
          }}
          className="h-full w-full"
        >
          {photos.map((photo, index) => (
            <SwiperSlide key={photo.documentId}>
              <div className="flex h-full w-full items-center justify-center">
                {loaded.has(index) && <GalleryPhoto photo={photo} sizes="100vw" loading="eager" fit="contain" />}
              </div>
            </SwiperSlide>
          ))}
          {looping && (
            <>
              <button ref={setPrevEl} slot="container-end" type="button" aria-label={t('previous')} className={`${arrowClass} left-2`}>
                ‹
              </button>
              <button ref={setNextEl} slot="container-end" type="button" aria-label={t('next')} className={`${arrowClass} right-2`}>
                ›
              </button>
            </>
          )}
          <span slot="container-end" className="absolute bottom-2 left-1/2 z-10 -translate-x-1/2 rounded bg-black/70 px-2 py-0.5 text-sm" data-testid="gallery-counter">
            {g('counter', { index: current + 1, count: total })}
          </span>
        </Swiper>
      </div>
      <GalleryThumbnails photos={photos} current={current} onSelect={onSlide} />
    </div>
  );
}
