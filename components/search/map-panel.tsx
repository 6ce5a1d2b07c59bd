'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useSearchNavigation } from '@/lib/hooks/use-search-navigation';
import type { MapHighlight } from '@/lib/map';
import type { SearchCriteria } from '@/lib/search/criteria';
import { mapSearchCriteria, nearMeCriteria } from '@/lib/search/map-criteria';
import { urlFromCriteria, type SearchUrlContext } from '@/lib/search/url-from-criteria';
import { SearchMapLazy } from './search-map-lazy';
import type { Bounds, MapMarker } from './search-map';
import { useMapMarkers } from './use-map-markers';

interface Props {
  criteria: SearchCriteria;
  urlContext: SearchUrlContext;
  /** The searched state or county, outlined on the map. */
  highlight: MapHighlight | null;
  accent: string;
  primary: string;
  styleUrl?: string;
}

/** One empty list, so the map does not re-send its data on every render before markers arrive. */
const NO_MARKERS: MapMarker[] = [];

/**
 * The search map: loads the markers of the page's search (keyed by its URL, which carries the map box
 * after a move); moving it searches the new box within the page's place, and near me searches around
 * the visitor, both by client navigation to the URL built here.
 */
export function MapPanel({ criteria, urlContext, highlight, accent, primary, styleUrl }: Props) {
  const t = useTranslations('search');
  const { go } = useSearchNavigation();
  // The page's own search URL as its links write it: on a search page the canonical form of the
  // address, on a broker's page the search URL of the same criteria.
  const { data, failed } = useMapMarkers(urlFromCriteria(urlContext, criteria));
  const markers = data?.markers ?? null;
  const total = data?.total ?? 0;

  // Bounds from the URL win; a place opens on its outline (its bounds from the page, else the map fits
  // it once loaded); anything else (a broker's listings, a keyword across the country) fits its markers.
  const placeBounds = highlight?.bounds;
  const initialBounds = useMemo<Bounds | undefined>(() => {
    if (criteria.mapBounds || placeBounds) return criteria.mapBounds ?? placeBounds;
    if (highlight || !markers || markers.length === 0) return undefined;
    const lats = markers.map((m) => m.latitude);
    const lngs = markers.map((m) => m.longitude);
    return { south: Math.min(...lats), north: Math.max(...lats) + 0.0001, west: Math.min(...lngs), east: Math.max(...lngs) };
  }, [criteria.mapBounds, placeBounds, highlight, markers]);

  const onBoundsChange = (bounds: Bounds, zoom: number) => go(urlFromCriteria(urlContext, mapSearchCriteria(criteria, bounds, zoom)));
  // Near me leaves the page's place: the point is the place.
  const onNearMe = (lat: number, long: number) => go(urlFromCriteria({ ...urlContext, place: {} }, nearMeCriteria(criteria, lat, long)));

  return (
    <div className="relative h-full" data-testid="map-panel" data-total={total}>
      {failed && <p role="alert" className="absolute inset-x-0 top-0 z-10 bg-white p-2 text-sm text-red-700">{t('mapFailed')}</p>}
      <SearchMapLazy
        markers={markers ?? NO_MARKERS}
        initialBounds={initialBounds}
        highlight={highlight}
        accent={accent}
        primary={primary}
        styleUrl={styleUrl}
        onBoundsChange={onBoundsChange}
        onNearMe={onNearMe}
        className="h-full w-full"
      />
    </div>
  );
}
