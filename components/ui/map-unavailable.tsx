'use client';
import { useTranslations } from 'next-intl';

export type MapUnavailableHint = 'search' | 'listing' | 'pin';

/**
 * In place of a map this browser cannot draw (no WebGL 2, lib/hooks/use-map-failure.ts): says so, and
 * where the page gives the same information, instead of an empty box. Near the top of the box, below the
 * map's own buttons: the search map is taller than the screen.
 */
export function MapUnavailable({ hint }: { hint: MapUnavailableHint }) {
  const t = useTranslations('map.unavailable');
  return (
    <div role="status" data-testid="map-unavailable" className="absolute inset-0 flex flex-col items-center gap-2 bg-surface px-6 pb-6 pt-20 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-8 text-muted" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
        <path d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Z" />
        <path d="M9 4v14M15 6v14" />
      </svg>
      <p className="font-semibold text-ink">{t('title')}</p>
      <p className="max-w-xs text-sm text-muted">{t(`hints.${hint}`)}</p>
    </div>
  );
}
