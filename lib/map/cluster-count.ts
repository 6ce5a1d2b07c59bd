import type { ExpressionSpecification } from 'maplibre-gl';

// Cluster counts are images named after the abbreviated count ("cluster-count:27", "cluster-count:1.2k"),
// drawn when the map first asks for one (its `styleimagemissing` event).

const PREFIX = 'cluster-count:';

export const clusterCountImageExpression: ExpressionSpecification = ['concat', PREFIX, ['to-string', ['get', 'point_count_abbreviated']]];

export function clusterCountImageId(label: string | number): string {
  return `${PREFIX}${label}`;
}

/** The label of a cluster-count image id, or null for any other image the style is missing. */
export function clusterCountLabel(imageId: string): string | null {
  if (!imageId.startsWith(PREFIX)) return null;
  const label = imageId.slice(PREFIX.length);
  return /^\d+(\.\d)?k?$/.test(label) ? label : null;
}
