import type { County } from './counties';
import { inBBox, shapeContains } from './point-in-polygon';

const CELL = 0.5;
const cellKey = (x: number, y: number) => Math.floor(x / CELL) * 100_000 + Math.floor(y / CELL);

/**
 * Finds the county under a point: a grid of half-degree cells narrows the candidates to the few
 * counties whose bounding box touches the cell, then planar ray casting decides (DESIGN §4).
 */
export class CountyLocator {
  private readonly cells = new Map<number, County[]>();
  private readonly byState = new Map<number, County[]>();

  constructor(readonly counties: readonly County[]) {
    for (const county of counties) {
      const list = this.byState.get(county.stateId);
      if (list) list.push(county);
      else this.byState.set(county.stateId, [county]);
      const { minX, minY, maxX, maxY } = county.bbox;
      for (let x = Math.floor(minX / CELL); x <= Math.floor(maxX / CELL); x++) {
        for (let y = Math.floor(minY / CELL); y <= Math.floor(maxY / CELL); y++) {
          const key = x * 100_000 + y;
          const cell = this.cells.get(key);
          if (cell) cell.push(county);
          else this.cells.set(key, [county]);
        }
      }
    }
  }

  /** The county containing the point, optionally only among one state's counties. */
  locate(longitude: number, latitude: number, stateId?: number): County | undefined {
    for (const county of this.cells.get(cellKey(longitude, latitude)) ?? []) {
      if (stateId !== undefined && county.stateId !== stateId) continue;
      if (inBBox(county.bbox, longitude, latitude) && shapeContains(county.shape, longitude, latitude)) return county;
    }
    return undefined;
  }

  /** The county of the state whose centroid is nearest (for points just off a simplified coastline). */
  nearestInState(stateId: number, longitude: number, latitude: number): County | undefined {
    let best: County | undefined;
    let bestDistance = Infinity;
    const cosLat = Math.cos((latitude * Math.PI) / 180);
    for (const county of this.byState.get(stateId) ?? []) {
      const d = ((county.longitude - longitude) * cosLat) ** 2 + (county.latitude - latitude) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = county;
      }
    }
    return best;
  }

  countiesOf(stateId: number): readonly County[] {
    return this.byState.get(stateId) ?? [];
  }
}
