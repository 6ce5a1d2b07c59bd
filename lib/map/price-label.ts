import type { ExpressionSpecification } from 'maplibre-gl';

// A pin's compact price ("$425K", "$1.2M", "Auction") is an image named after the label
// ("price-label:$425K"), drawn when the map first asks for it (its `styleimagemissing` event): text in a
// MapLibre style needs a glyph server, which the offline style does not have.

const PREFIX = 'price-label:';

/** The image of the feature's `label` property (markers.ts copies the marker's compactPriceLabel there). */
export const priceLabelImageExpression: ExpressionSpecification = ['concat', PREFIX, ['get', 'label']];

export function priceLabelImageId(label: string): string {
  return `${PREFIX}${label}`;
}

/** The label of a price-label image id, or null for any other image or a label we never make. */
export function priceLabelText(imageId: string): string | null {
  if (!imageId.startsWith(PREFIX)) return null;
  const label = imageId.slice(PREFIX.length);
  return /^\$\d{1,7}(\.\d)?[KM]?$/.test(label) || label === 'Auction' ? label : null;
}
