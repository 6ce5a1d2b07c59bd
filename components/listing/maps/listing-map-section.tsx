'use client';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import { useNearView } from '@/lib/hooks/use-near-view';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { ListingMapPlace } from '@/lib/listings/media';
import type { MarkerColors } from '@/lib/map';
import { ListingMapLazy } from './listing-map-lazy';
import type { ListingMapView } from './listing-map';

/** The section's id: links to `#map` (SPEC §4: the map icon scrolls to the map area) land on it. */
export const LISTING_MAP_SECTION_ID = 'map';

/** The map mounts (and its code loads) once its box is this near the view: in time, never on first load. */
export const LISTING_MAP_NEAR_VIEW_MARGIN = '300px';

interface ListingMapSectionProps {
  place: ListingMapPlace;
  title: string;
  colors: MarkerColors;
  styleUrl?: string;
}

const toggleClass = 'rounded px-3 py-1.5 text-sm font-semibold';

/**
 * The page body's map: a box of fixed height in the server HTML, the map inside it once scrolled within
 * 300 px. Property and local views, and a button to the full-screen carousel's map (hosted by ListingGallery).
 */
export function ListingMapSection({ place, title, colors, styleUrl }: ListingMapSectionProps) {
  const t = useTranslations('map');
  const modes = useTranslations('gallery.modes');
  const headingId = useId();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box, LISTING_MAP_NEAR_VIEW_MARGIN);
  const [view, setView] = useState<ListingMapView>('property');
  const openCarousel = useUiStore((s) => s.openCarousel);

  return (
    // id="map": SPEC §4's map icon scrolls to the map area. Ruled off like the page's other sections.
    <section id={LISTING_MAP_SECTION_ID} aria-labelledby={headingId} className="scroll-mt-4 space-y-4 border-t border-line py-8" data-testid="listing-map-section">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">{t('locationHeading')}</h2>
        <div className="flex flex-wrap gap-1">
          {(['property', 'local'] as const).map((option) => (
            <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}
              className={clsx(toggleClass, view === option ? 'bg-primary text-primary-text' : 'border border-line bg-white')}>
              {modes(option === 'property' ? 'propertyMap' : 'localMap')}
            </button>
          ))}
          <button type="button" aria-haspopup="dialog" onClick={() => openCarousel(view === 'property' ? 'propertyMap' : 'localMap')}
            className={clsx(toggleClass, 'border border-line bg-white')}>
            {t('fullScreen')}
          </button>
        </div>
      </div>
      <div ref={box} className="h-[320px] overflow-hidden rounded-lg bg-surface md:h-[420px]" data-map={near ? 'mounted' : 'waiting'}>
        {near && (
          <ListingMapLazy key={view} view={view} place={place} title={title} colors={colors} styleUrl={styleUrl} cooperativeGestures className="h-full" />
        )}
      </div>
    </section>
  );
}
