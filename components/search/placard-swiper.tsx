'use client';

// Only the CSS Swiper needs (layout of the slides, the hidden live region); the buttons are our own.
import 'swiper/css';
import 'swiper/css/a11y';
import { useTranslations } from 'next-intl';
import { useRef, useState, type FocusEvent } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { preloadedSlides, withPreloadedSlides } from '@/lib/ui';
import { PlacardImage } from './placard-image';

interface PlacardSwiperProps {
  images: readonly string[];
  alt: string;
  width: number;
  height: number;
  /** Photos loaded ahead of the current one (SPEC §9: 2 on mobile, 5 on desktop). */
  preloadAhead: number;
}

const buttonClass = 'absolute top-1/2 z-10 -translate-y-1/2 rounded-full bg-black/60 px-2 py-1 text-white hover:bg-black/75';

/** SPEC §4 placard carousel: loops, previous/next buttons, a current/total counter, swipe and arrow keys. */
export function PlacardSwiper({ images, alt, width, height, preloadAhead }: PlacardSwiperProps) {
  const t = useTranslations('carousel');
  const swiper = useRef<SwiperInstance | null>(null);
  const [current, setCurrent] = useState(0);
  // Swiper's Navigation takes the button elements once they exist; state re-renders it with them.
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null);
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null);
  // A slide gets its image once the preload window reaches it, not a lazy image before: browsers load a
  // lazy image that the carousel's overflow clips only when it is on screen, i.e. blank at first.
  const [loaded, setLoaded] = useState(() => preloadedSlides(0, images.length, preloadAhead));

  // Swiper's keyboard listens on the whole document: a results page holds many carousels, so only the
  // one the visitor has focused answers the arrow keys.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) swiper.current?.keyboard.disable();
  };

  return (
    <div className="h-full w-full" onFocus={() => swiper.current?.keyboard.enable()} onBlur={onBlur}>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        loop
        // There is always more than one photo; without this a carousel measured while hidden locks itself.
        watchOverflow={false}
        navigation={{ prevEl, nextEl }}
        // Page Up/Down keep scrolling the page.
        keyboard={{ enabled: false, onlyInViewport: false, pageUpDown: false }}
        a11y={{
          prevSlideMessage: t('previous'),
          nextSlideMessage: t('next'),
          containerRoleDescriptionMessage: t('roleDescription'),
          containerMessage: t('photos', { title: alt }),
          // Swiper fills in its own {{placeholders}}.
          slideLabelMessage: t('slide', { index: '{{index}}', count: '{{slidesLength}}' }),
        }}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        onRealIndexChange={(instance) => {
          setCurrent(instance.realIndex);
          setLoaded((previous) => withPreloadedSlides(previous, instance.realIndex, images.length, preloadAhead));
        }}
        className="h-full w-full"
      >
        {images.map((src, index) => (
          <SwiperSlide key={index} className="bg-surface">
            {loaded.has(index) && <PlacardImage src={src} alt={alt} width={width} height={height} load="eager" />}
          </SwiperSlide>
        ))}
        <button ref={setPrevEl} slot="container-end" type="button" aria-label={t('previous')} className={`${buttonClass} left-2`}>
          ‹
        </button>
        <button ref={setNextEl} slot="container-end" type="button" aria-label={t('next')} className={`${buttonClass} right-2`}>
          ›
        </button>
        <span slot="container-end" className="absolute bottom-2 right-2 z-10 rounded bg-black/70 px-2 py-0.5 text-xs text-white" data-testid="carousel-counter">
          {current + 1}/{images.length}
        </span>
      </Swiper>
    </div>
  );
}
