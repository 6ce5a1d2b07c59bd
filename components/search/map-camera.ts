import type { GeoJSONSource, Map as MapInstance } from 'maplibre-gl';
import { CLUSTER_MAX_ZOOM, MARKER_SOURCE_ID, pointsBounds, toLngLatBounds } from '@/lib/map';

/**
 * Marks camera moves the map makes for the visitor (cluster click, parcel view) as the visitor's: MapLibre
 * merges this into the move's events, and the bounds reporter reports only the visitor's moves.
 */
export const USER_MOVE = { userMove: true } as const;

/** A move started by the visitor: a pointer, wheel or key event, or a camera move marked with USER_MOVE. */
export function isUserMove(event: object): boolean {
  return ('originalEvent' in event && event.originalEvent != null) || ('userMove' in event && event.userMove === true);
}

/** Room round a cluster's listings once it is opened, so the outer pins are not under the map's buttons. */
const CLUSTER_PADDING = 56;
/** The deepest a cluster opens to: one level past clustering, so its listings show as pins. */
const CLUSTER_OPEN_MAX_ZOOM = CLUSTER_MAX_ZOOM + 1;

/**
 * Opens a cluster: the view fits all of its listings (a big cluster spread over a state zooms in to
 * where they are, not only one step round its centre). Where they would fit without zooming in (the
 * listings spread wider than the view), it zooms to where the cluster splits instead. This never
 * searches by itself: the move ends as the visitor's, so its bounds are reported like a drag's.
 */
export async function zoomIntoCluster(map: MapInstance, clusterId: number, center: [number, number], pointCount: number): Promise<void> {
  const source = map.getSource<GeoJSONSource>(MARKER_SOURCE_ID);
  const zoom = map.getZoom();
  try {
    if (!source) throw new Error('no marker source');
    const leaves = await source.getClusterLeaves(clusterId, Math.max(pointCount, 1), 0);
    const bounds = pointsBounds(leaves.flatMap((leaf) => (leaf.geometry.type === 'Point' ? [leaf.geometry.coordinates] : [])));
    const camera = bounds && map.cameraForBounds(toLngLatBounds(bounds), { padding: CLUSTER_PADDING, maxZoom: CLUSTER_OPEN_MAX_ZOOM });
    if (camera?.center && camera.zoom !== undefined && camera.zoom >= zoom + 1) {
      map.easeTo({ center: camera.center, zoom: camera.zoom }, USER_MOVE);
      return;
    }
    const expansion = await source.getClusterExpansionZoom(clusterId);
    map.easeTo({ center, zoom: Math.min(Math.max(expansion, zoom + 1), CLUSTER_OPEN_MAX_ZOOM) }, USER_MOVE);
  } catch {
    map.easeTo({ center, zoom: Math.min(zoom + 2, CLUSTER_OPEN_MAX_ZOOM) }, USER_MOVE);
  }
}
