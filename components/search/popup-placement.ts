import type { Map as MapInstance } from 'maplibre-gl';
import { choosePopupAnchor, type PopupAnchor, type ScreenRect } from '@/lib/map';

/** MapLibre's control corners that hold buttons over the map (zoom buttons, attribution). */
const CONTROL_CORNERS = ['.maplibregl-ctrl-top-right', '.maplibregl-ctrl-bottom-right'];

function relativeRect(element: Element, origin: DOMRect): ScreenRect {
  const r = element.getBoundingClientRect();
  return { left: r.left - origin.left, top: r.top - origin.top, right: r.right - origin.left, bottom: r.bottom - origin.top };
}

/**
 * The anchor for a popup at `lngLat` that keeps it inside the map and off its buttons: MapLibre's
 * control corners and `overlays` of our own (the near-me button, whose size grows with its message).
 */
export function popupAnchorAt(map: MapInstance, lngLat: [number, number], offset: number, overlays: readonly (Element | null)[]): PopupAnchor {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  const corners = CONTROL_CORNERS.map((selector) => container.querySelector(selector));
  const obstacles = [...corners, ...overlays].filter((e): e is Element => e !== null).map((e) => relativeRect(e, origin));
  const { x, y } = map.project(lngLat);
  return choosePopupAnchor({ point: { x, y }, container: { width: container.clientWidth, height: container.clientHeight }, offset, obstacles });
}
