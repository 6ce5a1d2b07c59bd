import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  CLUSTER_MAX_ZOOM,
  INTERACTIVE_LAYER_IDS,
  LISTING_LAYER_IDS,
  PRICE_LABEL_LAYER_ID,
  PRICE_LABEL_MIN_ZOOM,
  buildOfflineStyle,
  clusterCountImageId,
  labelImageFor,
  markerSource,
  markersToFeatureCollection,
  priceLabelImageId,
  priceLabelLayer,
  priceLabelText,
  type MapMarker,
} from '@/lib/map';

const marker = (over: Partial<MapMarker> = {}): MapMarker => ({
  id: 101,
  latitude: 30.75,
  longitude: -98.68,
  levelClass: 'gold',
  priceLabel: '$425,000',
  acresLabel: '120 acres',
  title: '120 acres in Llano County',
  href: '/property/llano-county-tx/101/',
  imageSrc: null,
  ...over,
});

describe('pin price labels (SPEC §9 compact currency)', () => {
  it('carry the compact price into the map data only for markers that have one', () => {
    const [priced, plain] = markersToFeatureCollection([marker({ compactPriceLabel: '$425K' }), marker({ id: 7, compactPriceLabel: null })]).features;
    expect(priced?.properties.label).toBe('$425K');
    expect(plain?.properties).not.toHaveProperty('label');
  });

  it('show from a zoom near 12, at parcel-level zooms, and never on clusters', () => {
    expect(PRICE_LABEL_MIN_ZOOM).toBe(12);
    const layer = priceLabelLayer();
    expect(layer.minzoom).toBe(PRICE_LABEL_MIN_ZOOM);
    expect(layer.filter).toEqual(['all', ['!', ['has', 'point_count']], ['has', 'label']]);
    expect(PRICE_LABEL_MIN_ZOOM).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM);
  });

  it('place higher placard levels first when labels would overlap', () => {
    expect(priceLabelLayer().layout).toMatchObject({ 'symbol-sort-key': ['-', ['get', 'rank']], 'icon-anchor': 'bottom' });
    expect(priceLabelLayer().layout).not.toHaveProperty('icon-allow-overlap');
  });

  it('open the listing popup when clicked, like the pin', () => {
    expect(INTERACTIVE_LAYER_IDS).toContain(PRICE_LABEL_LAYER_ID);
    expect(LISTING_LAYER_IDS).toContain(PRICE_LABEL_LAYER_ID);
  });

  it('is a valid layer with no glyphs in the style', () => {
    const base = buildOfflineStyle({ primary: '#1d3b2a' });
    const style: StyleSpecification = {
      ...base,
      sources: { ...base.sources, listings: markerSource(markersToFeatureCollection([marker({ compactPriceLabel: '$1.2M' })])) },
      layers: [...base.layers, priceLabelLayer()],
    };
    expect(validateStyleMin(style)).toEqual([]);
    expect(style.glyphs).toBeUndefined();
  });
});

describe('label images', () => {
  it('name a price image after its label and read it back', () => {
    for (const label of ['$425K', '$1.2M', '$950', '$12M', 'Auction']) expect(priceLabelText(priceLabelImageId(label))).toBe(label);
  });

  it('refuse labels the formatter never makes', () => {
    for (const id of ['price-label:', 'price-label:<b>', 'price-label:$1,250,000', 'marker-15']) expect(priceLabelText(id)).toBeNull();
  });

  it('tell cluster counts, prices and other images apart', () => {
    expect(labelImageFor(clusterCountImageId('27'))).toEqual({ kind: 'cluster-count', text: '27' });
    expect(labelImageFor(priceLabelImageId('$425K'))).toEqual({ kind: 'price', text: '$425K' });
    expect(labelImageFor('airport-15')).toBeNull();
  });
});
