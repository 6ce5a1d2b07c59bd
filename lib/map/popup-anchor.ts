// Where a marker's popup opens so that it stays inside the map and clear of the map's own buttons.
// MapLibre's `anchor` names the side of the popup that touches the marker: 'bottom' puts the popup
// above the marker, 'top-left' below and to the right of it.

export type PopupAnchor = 'top' | 'bottom' | 'left' | 'right' | 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';

export interface ScreenPoint {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** A box in the map container's pixels. */
export interface ScreenRect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Above the marker reads best (the placard points down at its pin), then below; near a side edge, above
 * or below but leaning into the map; beside the marker only when the map is too short for either.
 */
export const POPUP_ANCHORS: readonly PopupAnchor[] = ['bottom', 'top', 'bottom-left', 'bottom-right', 'top-left', 'top-right', 'left', 'right'];

/** The popup placard's largest box: 210 px photo and text (map-marker-popup.tsx), padding and the tip. */
export const POPUP_SIZE: Size = { width: 240, height: 310 };

/** Room kept between the popup and the map's edge. */
export const POPUP_EDGE_MARGIN = 8;

/** MapLibre's own offset for a number (its normalizeOffset): corners move diagonally by offset / √2. */
export function anchorOffset(anchor: PopupAnchor, offset: number): ScreenPoint {
  const corner = Math.round(Math.abs(offset) / Math.SQRT2);
  const shifts: Record<PopupAnchor, [number, number]> = {
    top: [0, offset],
    bottom: [0, -offset],
    left: [offset, 0],
    right: [-offset, 0],
    'top-left': [corner, corner],
    'top-right': [-corner, corner],
    'bottom-left': [corner, -corner],
    'bottom-right': [-corner, -corner],
  };
  const [x, y] = shifts[anchor];
  return { x, y };
}

/** The box a popup of `size` covers when opened at `point` with `anchor`. */
export function popupRect(point: ScreenPoint, size: Size, anchor: PopupAnchor, offset: number): ScreenRect {
  const { x: dx, y: dy } = anchorOffset(anchor, offset);
  const x = point.x + dx;
  const y = point.y + dy;
  const left = anchor.endsWith('left') ? x : anchor.endsWith('right') ? x - size.width : x - size.width / 2;
  const top = anchor.startsWith('top') ? y : anchor.startsWith('bottom') ? y - size.height : y - size.height / 2;
  return { left, top, right: left + size.width, bottom: top + size.height };
}

function overlapArea(a: ScreenRect, b: ScreenRect): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 0 && height > 0 ? width * height : 0;
}

function area(r: ScreenRect): number {
  return Math.max(0, r.right - r.left) * Math.max(0, r.bottom - r.top);
}

export interface PopupPlacement {
  /** The marker's position in the map container (MapLibre's `map.project`). */
  point: ScreenPoint;
  container: Size;
  popup?: Size;
  offset: number;
  /** Controls drawn over the map (the near-me button, the zoom buttons) that the popup must not cover. */
  obstacles?: readonly ScreenRect[];
  margin?: number;
}

/**
 * The first anchor, in POPUP_ANCHORS order, whose popup fits inside the map (less a margin) without
 * covering an obstacle. When none fits (a map smaller than the popup), the one that hides the least.
 */
export function choosePopupAnchor({ point, container, popup = POPUP_SIZE, offset, obstacles = [], margin = POPUP_EDGE_MARGIN }: PopupPlacement): PopupAnchor {
  const inside: ScreenRect = { left: margin, top: margin, right: container.width - margin, bottom: container.height - margin };
  let best: { anchor: PopupAnchor; cost: number } | null = null;
  for (const anchor of POPUP_ANCHORS) {
    const rect = popupRect(point, popup, anchor, offset);
    const outside = area(rect) - overlapArea(rect, inside);
    const covered = obstacles.reduce((sum, obstacle) => sum + overlapArea(rect, obstacle), 0);
    const cost = outside + covered;
    if (cost === 0) return anchor;
    if (!best || cost < best.cost) best = { anchor, cost };
  }
  return best?.anchor ?? 'bottom';
}
