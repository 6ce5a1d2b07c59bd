import { boundaries, oncePerLevel, type BoundaryLevel } from './boundaries';
import { featureBounds, type HighlightLevel, type MapHighlight } from './boundary-highlight';
import type { Bounds } from './bounds';

// Server only: the bounds of every state and county, measured once per process from the boundary shapes,
// so a page can open its map on its place (and the boundaries route can answer a map that cannot).

const boundsById = oncePerLevel(async (level) => {
  const collection = await boundaries(level);
  const index = new Map<number, Bounds>();
  for (const feature of collection.features) {
    const bounds = featureBounds(feature, feature.id);
    if (bounds) index.set(feature.id, bounds);
  }
  return index;
});

/** The bounds of the level's shape with a FIPS id, or null when there is none. */
export async function boundaryBounds(level: BoundaryLevel, id: number): Promise<Bounds | null> {
  return (await boundsById(level)).get(id) ?? null;
}

const levelOf: Record<HighlightLevel, BoundaryLevel> = { state: 'states', county: 'counties' };

/**
 * The highlight with its place's bounds, so the map's first view is the place: no view of the whole
 * country first, and no request for the bounds once the map has loaded. Unchanged when the shapes have
 * no such place.
 */
export async function withPlaceBounds(highlight: MapHighlight | null): Promise<MapHighlight | null> {
  if (!highlight) return null;
  const bounds = await boundaryBounds(levelOf[highlight.level], highlight.id);
  return bounds ? { ...highlight, bounds } : highlight;
}
