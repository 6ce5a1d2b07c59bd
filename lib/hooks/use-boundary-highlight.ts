import { useEffect, useRef, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { PARCEL_ZOOM, fetchHighlightBounds, highlightGlobalState, toLngLatBounds, type MapHighlight } from '@/lib/map';

interface BoundaryHighlightOptions {
  ready: boolean;
  highlight: MapHighlight | null | undefined;
  /** Fit the view to the place: only when the page gave no bounds of its own. */
  fit: boolean;
  padding: number;
}

/**
 * Shows the searched place's outline on a loaded map (lib/map/boundary-highlight.ts) and, when asked,
 * fits the view to it. The first fit is instant, as the map's first view is; later ones glide.
 */
export function useBoundaryHighlight(mapRef: RefObject<MapRef | null>, { ready, highlight, fit, padding }: BoundaryHighlightOptions): void {
  const level = highlight?.level;
  const id = highlight?.id;
  const fittedOnce = useRef(false);

  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!ready || !map) return;
    const state = highlightGlobalState(level === undefined || id === undefined ? null : { level, id });
    for (const [key, value] of Object.entries(state)) map.setGlobalStateProperty(key, value);
  }, [mapRef, ready, level, id]);

  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!ready || !fit || !map || level === undefined || id === undefined) return;
    const request = new AbortController();
    // The place's bounds come from the boundaries route: the map holds only the boundary tiles in view.
    // Without them (no such shape, no network) the view stays where it is and the outline is not there.
    void fetchHighlightBounds({ level, id }, { signal: request.signal }).then((bounds) => {
      if (request.signal.aborted || !bounds) return;
      mapRef.current?.fitBounds(toLngLatBounds(bounds), { padding, maxZoom: PARCEL_ZOOM, duration: fittedOnce.current ? 600 : 0 });
      fittedOnce.current = true;
    });
    return () => request.abort();
  }, [mapRef, ready, fit, level, id, padding]);
}
