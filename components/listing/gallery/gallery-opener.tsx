'use client';

import { lazy, Suspense, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { FullScreenCarouselProps } from './full-screen-carousel';
import { MODE_ATTRIBUTE, readCarouselTrigger } from './gallery-triggers';

// The carousel (Swiper, the players, the map's loader) is a chunk of its own: fetched when the visitor
// reaches for the gallery (pointer or focus) or opens it, never with the page.
const loadCarousel = () => import('./full-screen-carousel');
const FullScreenCarousel = lazy(() => loadCarousel().then((m) => ({ default: m.FullScreenCarousel })));

interface GalleryOpenerProps extends FullScreenCarouselProps {
  /** The server-rendered hero, whose photos and buttons carry carousel triggers (gallery-triggers.ts). */
  children: ReactNode;
}

/**
 * Opens the full-screen carousel from the hero (SPEC §4: the mode and slide index of what was clicked)
 * and shows it while the UI store says it is open, whoever opened it (the map section's button too).
 */
export function GalleryOpener({ children, ...carousel }: GalleryOpenerProps) {
  const open = useUiStore((s) => s.carousel.displayFullScreenCarousel);
  // False in the server HTML and while hydrating, true once this component's click handler is live.
  const live = useHydrated();
  const openCarousel = useUiStore((s) => s.openCarousel);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${MODE_ATTRIBUTE}]`) : null;
    const trigger = control && readCarouselTrigger(control);
    if (!control || !trigger) return;
    // Some browsers do not focus a clicked button; focus returns to it when the carousel closes.
    control.focus({ preventScroll: true });
    openCarousel(trigger.mode, trigger.slide);
  };
  const warm = () => void loadCarousel();

  return (
    // Clicks of the buttons inside bubble here; the buttons themselves are the keyboard's controls.
    // data-opener says when a click opens the carousel: "static" in the server HTML, where the hero's
    // photos and buttons do nothing yet, "live" once the page's code has taken the hero over.
    <div onClick={onClick} onPointerEnter={warm} onFocus={warm} className="relative h-full w-full" data-opener={live ? 'live' : 'static'}>
      {children}
      {open && (
        <Suspense fallback={<div aria-hidden="true" className="fixed inset-0 z-50 bg-black" />}>
          <FullScreenCarousel {...carousel} />
        </Suspense>
      )}
    </div>
  );
}
