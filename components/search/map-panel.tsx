'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import type { SearchCriteria } from '@/lib/search/criteria';
import { fetchSearchUrl } from '@/lib/search/fetch-search-url';
import { mapSearchCriteria, nearMeCriteria } from '@/lib/search/map-criteria';
import { SearchMapLazy } from './search-map-lazy';
import type { Bounds, MapMarker } from './search-map';

interface Props {
  siteId: number;
  criteria: SearchCriteria;
  accent: string;
  primary: string;
  styleUrl?: string;
}

/** One empty list, so the map does not re-send its data on every render before markers arrive. */
const NO_MARKERS: MapMarker[] = [];

async function postJson(url: string, body: unknown): Promise<Response | null> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).catch(() => null);
}

/**
 * The search map: loads markers for the criteria; when the visitor moves the map the search becomes
 * a map search of the new box (SPEC location type "remap") and the list follows.
 */
export function MapPanel({ siteId, criteria, accent, primary, styleUrl }: Props) {
  const router = useRouter();
  const [markers, setMarkers] = useState<MapMarker[] | null>(null);
  const [total, setTotal] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    postJson(`/api/search/markers/${siteId}`, criteria).then(async (response) => {
      if (!live) return;
      if (!response?.ok) return setError('The map could not load its markers.');
      const data = (await response.json()) as { total: number; markers: MapMarker[] };
      if (!live) return;
      setMarkers(data.markers);
      setTotal(data.total);
    });
    return () => {
      live = false;
    };
  }, [siteId, criteria]);

  // Without bounds in the URL the map fits the search's own markers (a state, a county, ...).
  const fitBounds = useMemo<Bounds | undefined>(() => {
    if (criteria.mapBounds) return criteria.mapBounds;
    if (!markers || markers.length === 0) return undefined;
    const lats = markers.map((m) => m.latitude);
    const lngs = markers.map((m) => m.longitude);
    return { south: Math.min(...lats), north: Math.max(...lats) + 0.0001, west: Math.min(...lngs), east: Math.max(...lngs) };
  }, [criteria.mapBounds, markers]);

  async function navigate(next: SearchCriteria) {
    const url = await fetchSearchUrl(siteId, next);
    if (url) router.push(url, { scroll: false });
  }

  const onBoundsChange = (bounds: Bounds, zoom: number) => void navigate(mapSearchCriteria(criteria, bounds, zoom));
  const onNearMe = (lat: number, long: number) => void navigate(nearMeCriteria(criteria, lat, long));

  return (
    <div className="relative h-full min-h-[420px]" data-testid="map-panel" data-total={total}>
      {error && <p role="alert" className="absolute inset-x-0 top-0 z-10 bg-white p-2 text-sm text-red-700">{error}</p>}
      <SearchMapLazy
        markers={markers ?? NO_MARKERS}
        initialBounds={fitBounds}
        accent={accent}
        primary={primary}
        styleUrl={styleUrl}
        onBoundsChange={onBoundsChange}
        onNearMe={onNearMe}
        className="h-full min-h-[420px] w-full"
      />
    </div>
  );
}
