'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNearView } from '@/lib/hooks/use-near-view';
import { usePageSettled } from '@/lib/hooks/use-page-settled';
import { PLACARD_IN_VIEW_MARGIN, preloadAhead } from '@/lib/ui';
import { awaitCarouselTurn } from './carousel-turns';
import type { PlacardPhotoLoad } from './placard-card';
import { PlacardImage } from './placard-image';

// Swiper and its CSS are a chunk of their own, fetched when the first carousel comes near the view, so
// they stay out of the search page's first load.
// A carousel starts only once the chunk is here (carousel-turns.ts), and then renders it directly: a
// lazy component would suspend for a moment, and React reveals suspended content in batches, which
// would start the carousels together again. The lazy one is for a chunk that failed to load.
let swiperModule: Promise<typeof import('./placard-swiper')> | undefined;
let loadedSwiper: typeof import('./placard-swiper') | undefined;
const loadSwiper = () =>
  (swiperModule ??= import('./placard-swiper').then((loaded) => {
    loadedSwiper = loaded;
    return loaded;
  }));
const LazyPlacardSwiper = lazy(() => loadSwiper().then((m) => ({ default: m.PlacardSwiper })));

interface PlacardCarouselProps {
  /** The photos' URLs, worked out in the browser from the placard's compact card (placardPhotoUrls). */
  images: readonly string[];
  alt: string;
  width: number;
  height: number;
  /** How the first photo loads in the first view (`PlacardPhotoLoad`); lazy otherwise. */
  load?: PlacardPhotoLoad;
}

/**
 * SPEC §4 placard carousel. Until the placard is within 300 px of the view (and the page has loaded),
 * and while Swiper's code loads and the carousels before it start, it is the first photo alone, at its
 * size; then the carousel takes its place in the same box.
 */
export function PlacardCarousel({ images, alt, width, height, load }: PlacardCarouselProps) {
  const box = useRef<HTMLDivElement>(null);
  const settled = usePageSettled();
  // Near the view, and not before the page has loaded: the first placards' photos are the largest paint,
  // which Swiper's code and slides must not delay.
  const near = useNearView(box, PLACARD_IN_VIEW_MARGIN) && settled;
  // Near, then started in a turn of its own (carousel-turns.ts); once started it stays.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!near || started) return;
    return awaitCarouselTurn(loadSwiper, () => setStarted(true));
  }, [near, started]);
  const PlacardSwiper = loadedSwiper?.PlacardSwiper ?? LazyPlacardSwiper;
  const first = images[0] ? <PlacardImage src={images[0]} alt={alt} width={width} height={height} load={load} /> : null;
  return (
    // `isolate` keeps Swiper's own z-index inside this box, under the placard's status pill and badge.
    <div ref={box} className="placard-carousel" data-carousel={started ? 'active' : 'waiting'}>
      {started ? (
        <Suspense fallback={first}>
          <PlacardSwiper images={images} alt={alt} width={width} height={height} preloadAhead={preloadAhead(window.innerWidth)} />
        </Suspense>
      ) : (
        first
      )}
    </div>
  );
}
