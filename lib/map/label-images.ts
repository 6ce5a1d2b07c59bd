import { clusterCountLabel } from './cluster-count';
import { priceLabelText } from './price-label';

/** An image the marker layers ask for by name: a cluster's count, or a pin's price. */
export type LabelImage = { kind: 'cluster-count'; text: string } | { kind: 'price'; text: string };

/** What to draw for a missing style image, or null when it is not one of ours. */
export function labelImageFor(imageId: string): LabelImage | null {
  const count = clusterCountLabel(imageId);
  if (count !== null) return { kind: 'cluster-count', text: count };
  const price = priceLabelText(imageId);
  return price === null ? null : { kind: 'price', text: price };
}
