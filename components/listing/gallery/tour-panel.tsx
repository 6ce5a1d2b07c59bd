'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { tourFrameUrl, type ListingPhoto, type ListingTour } from '@/lib/listings/media';
import { EmbedPoster } from './embed-poster';
import { EmbeddedFrame } from './embedded-frame';
import { OutboundLink } from './outbound-link';

interface TourPanelProps {
  tour: ListingTour;
  title: string;
  poster: ListingPhoto | null;
}

/** The listing's 3D tour: framed after a click when its host may be framed (Matterport), else a link out. */
export function TourPanel({ tour, title, poster }: TourPanelProps) {
  const t = useTranslations('gallery');
  const [started, setStarted] = useState(false);
  const src = tourFrameUrl(tour);
  if (!src) return <OutboundLink href={tour.url} label={t('openTour')} />;
  if (!started) return <EmbedPoster poster={poster} label={t('startTour')} onStart={() => setStarted(true)} />;
  return <EmbeddedFrame src={src} title={t('tourTitle', { title })} allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer" />;
}
