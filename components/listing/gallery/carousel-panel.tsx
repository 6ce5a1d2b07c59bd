'use client';

import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { CarouselMode } from '@/lib/ui';
import { ListingMapLazy } from '@/components/listing/maps/listing-map-lazy';
import type { FullScreenCarouselProps } from './full-screen-carousel';
import { GallerySwiper } from './gallery-swiper';
import { TourPanel } from './tour-panel';
import { VideoPanel } from './video-panel';

interface CarouselPanelProps extends FullScreenCarouselProps {
  mode: CarouselMode;
  slide: number;
}

/** What the carousel shows in its mode. */
export function CarouselPanel({ mode, slide, media, title, place, colors, mapStyleUrl }: CarouselPanelProps) {
  const showSlide = useUiStore((s) => s.showCarouselSlide);
  const poster = media.photos[0] ?? null;
  switch (mode) {
    case 'gallery':
      return <GallerySwiper photos={media.photos} title={title} slide={slide} onSlide={showSlide} />;
    case 'video':
      return media.video && <VideoPanel video={media.video} title={title} poster={poster} />;
    case 'tour':
      return media.tour && <TourPanel tour={media.tour} title={title} poster={poster} />;
    case 'propertyMap':
    case 'localMap':
      return (
        <ListingMapLazy key={mode} view={mode === 'propertyMap' ? 'property' : 'local'} place={place} title={title} colors={colors} styleUrl={mapStyleUrl} className="h-full w-full" />
      );
  }
}
