// Planar point-in-polygon over lon/lat rings: county shapes are small enough that the plane is exact
// enough for assigning a zip code's point to a county.

export type Ring = ReadonlyArray<readonly [number, number]>;
/** A county's rings, outer and holes alike: even-odd crossing handles both. */
export type Shape = ReadonlyArray<Ring>;

export interface BBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function bboxOf(shape: Shape): BBox {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of shape) {
    for (const [x, y] of ring) {
      if (x < box.minX) box.minX = x;
      if (x > box.maxX) box.maxX = x;
      if (y < box.minY) box.minY = y;
      if (y > box.maxY) box.maxY = y;
    }
  }
  return box;
}

export function inBBox(box: BBox, x: number, y: number): boolean {
  return x >= box.minX && x <= box.maxX && y >= box.minY && y <= box.maxY;
}

export function shapeContains(shape: Shape, x: number, y: number): boolean {
  let inside = false;
  for (const ring of shape) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as readonly [number, number];
      const [xj, yj] = ring[j] as readonly [number, number];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

/**
 * Area-weighted centroid of the largest ring (good enough to place a map pin in the county); the
 * bounding box centre when every ring has collapsed to a line (Falls Church, VA at 1:10m).
 */
export function centroidOf(shape: Shape): [number, number] {
  const box = bboxOf(shape);
  let best: [number, number] = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  let bestArea = -1;
  for (const ring of shape) {
    let area = 0;
    let cx = 0;
    let cy = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i] as readonly [number, number];
      const [xj, yj] = ring[j] as readonly [number, number];
      const cross = xj * yi - xi * yj;
      area += cross;
      cx += (xj + xi) * cross;
      cy += (yj + yi) * cross;
    }
    if (Math.abs(area) > bestArea && area !== 0) {
      bestArea = Math.abs(area);
      best = [cx / (3 * area), cy / (3 * area)];
    }
  }
  return best;
}
