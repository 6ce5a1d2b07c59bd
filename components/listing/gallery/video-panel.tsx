'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { videoPlayerUrl, type ListingPhoto, type ListingVideo } from '@/lib/listings/media';
import { EmbedPoster } from './embed-poster';
import { EmbeddedFrame } from './embedded-frame';
import { OutboundLink } from './outbound-link';

interface VideoPanelProps {
  video: ListingVideo;
  title: string;
  poster: ListingPhoto | null;
}

/**
 * The listing's video: a poster with a play button, and the YouTube (nocookie) or Vimeo player only
 * once it is pressed, so no visitor loads a third-party player they did not ask for.
 */
export function VideoPanel({ video, title, poster }: VideoPanelProps) {
  const t = useTranslations('gallery');
  const [playing, setPlaying] = useState(false);
  const src = videoPlayerUrl(video);
  if (!src) return <OutboundLink href={video.url} label={t('watchElsewhere', { provider: video.provider })} />;
  if (!playing) return <EmbedPoster poster={poster} label={t('playVideo')} onStart={() => setPlaying(true)} />;
  return <EmbeddedFrame src={src} title={t('videoTitle', { title })} allow="autoplay; encrypted-media; fullscreen; picture-in-picture" />;
}
