import { MARKER_SOURCE_ID } from './marker-layers';
import { COUNTY_SOURCE_ID, STATE_SOURCE_ID } from './offline-style';

/** Sources the highlight adds to a style that lacks our boundaries (lib/map/boundary-highlight.ts). */
const HIGHLIGHT_SOURCE_PREFIX = 'highlight-';

/**
 * Whether a map source is ours (markers, boundaries, the place outline) rather than the base map's: an
 * error in ours is a fault to report, an error in the base map's means the base map cannot be reached.
 */
export function isOwnSource(sourceId: string): boolean {
  return sourceId === MARKER_SOURCE_ID || sourceId === STATE_SOURCE_ID || sourceId === COUNTY_SOURCE_ID || sourceId.startsWith(HIGHLIGHT_SOURCE_PREFIX);
}
