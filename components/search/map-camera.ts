import type { GeoJSONSource, Map as MapInstance } from 'maplibre-gl';
import { CLUSTER_MAX_ZOOM, MARKER_SOURCE_ID } from '@/lib/map';

/**
 * Marks camera moves the map makes for the visitor (cluster click, parcel view) as the visitor's: MapLibre
 * merges this into the move's events, and the bounds reporter reports only the visitor's moves.
 */
export const USER_MOVE = { userMove: true } as const;

/** A move started by the visitor: a pointer, wheel or key event, or a camera move marked with USER_MOVE. */
export function isUserMove(event: object): boolean {
  return ('originalEvent' in event && event.originalEvent != null) || ('userMove' in event && event.userMove === true);
}

/**
 * Zooms to where a cluster splits (at most one level past clustering, so its listings show). This never
 * searches by itself: the move ends as the visitor's, so its bounds are reported like a drag's.
 */
export function zoomIntoCluster(map: MapInstance, clusterId: number, center: [number, number]): void {
  const source = map.getSource<GeoJSONSource>(MARKER_SOURCE_ID);
  source
    ?.getClusterExpansionZoom(clusterId)
    .then((zoom) => map.easeTo({ center, zoom: Math.min(zoom, CLUSTER_MAX_ZOOM + 1) }, USER_MOVE))
    .catch(() => map.easeTo({ center, zoom: map.getZoom() + 2 }, USER_MOVE));
}
