import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import {
  CLUSTER_MAX_ZOOM,
  PARCEL_ZOOM,
  buildOfflineStyle,
  clusterCountLayer,
  clusterLayer,
  levelColors,
  markerSource,
  markersToFeatureCollection,
  pointLayer,
  type MapMarker,
} from '@/lib/map';

const marker = (over: Partial<MapMarker> = {}): MapMarker => ({
  id: 101,
  latitude: 30.75,
  longitude: -98.68,
  levelClass: 'premium',
  priceLabel: '$450,000',
  acresLabel: '120 acres',
  title: '120 acres in Llano County',
  href: '/property/llano-county-tx/101/',
  imageSrc: null,
  ...over,
});

const colors = { primary: '#1d3b2a', accent: '#2f6b3f' };

describe('markers as GeoJSON', () => {
  it('gives one point per marker, [longitude, latitude], with the listing id as feature id', () => {
    const collection = markersToFeatureCollection([marker(), marker({ id: 7, latitude: 44.1, longitude: -103.2, levelClass: 'diamond' })]);
    expect(collection).toEqual({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', id: 101, geometry: { type: 'Point', coordinates: [-98.68, 30.75] }, properties: { id: 101, level: 'premium', rank: 2 } },
        { type: 'Feature', id: 7, geometry: { type: 'Point', coordinates: [-103.2, 44.1] }, properties: { id: 7, level: 'diamond', rank: 7 } },
      ],
    });
  });

  it('keeps the popup text out of the map data', () => {
    const [feature] = markersToFeatureCollection([marker()]).features;
    expect(Object.keys(feature?.properties ?? {})).toEqual(['id', 'level', 'rank']);
  });

  it('leaves out markers without a usable position', () => {
    const bad = [marker({ id: 1, latitude: Number.NaN }), marker({ id: 2, longitude: 200 }), marker({ id: 3, latitude: 0, longitude: 0 })];
    expect(markersToFeatureCollection([...bad, marker({ id: 4 })]).features.map((f) => f.id)).toEqual([4]);
  });

  it('is empty for no markers', () => {
    expect(markersToFeatureCollection([])).toEqual({ type: 'FeatureCollection', features: [] });
  });
});

describe('marker layers', () => {
  it('cluster the source up to one level below parcel zoom', () => {
    expect(PARCEL_ZOOM).toBe(15);
    expect(markerSource(markersToFeatureCollection([marker()]))).toMatchObject({ type: 'geojson', cluster: true, clusterMaxZoom: CLUSTER_MAX_ZOOM });
    expect(CLUSTER_MAX_ZOOM).toBeLessThan(PARCEL_ZOOM);
  });

  it('are valid MapLibre layers on top of the offline style', () => {
    const base = buildOfflineStyle({ primary: colors.primary });
    const style: StyleSpecification = {
      ...base,
      sources: { ...base.sources, listings: markerSource(markersToFeatureCollection([marker()])) },
      layers: [...base.layers, clusterLayer(colors), clusterCountLayer(), pointLayer(colors, 101)],
    };
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('split clusters from single listings by point_count', () => {
    expect(clusterLayer(colors).filter).toEqual(['has', 'point_count']);
    expect(clusterCountLayer().filter).toEqual(['has', 'point_count']);
    expect(pointLayer(colors).filter).toEqual(['!', ['has', 'point_count']]);
  });

  it('draw clusters in the brand primary with an accent halo', () => {
    expect(clusterLayer(colors).paint).toMatchObject({ 'circle-color': '#1d3b2a', 'circle-stroke-color': '#2f6b3f' });
  });

  it('colour single listings by level, with brand colours for plain tiers', () => {
    const byLevel = levelColors(colors);
    expect(byLevel.standard).toBe(colors.primary);
    expect(byLevel.signature).toBe(colors.accent);
    expect(new Set([byLevel.free, byLevel.gold, byLevel.platinum, byLevel.diamond, colors.primary]).size).toBe(5);
    const match = pointLayer(colors).paint?.['circle-color'];
    expect(match).toEqual(expect.arrayContaining(['match', ['get', 'level'], 'gold', byLevel.gold, 'diamond', byLevel.diamond]));
  });

  it('ring the selected listing in the accent colour', () => {
    expect(JSON.stringify(pointLayer(colors, 101).paint?.['circle-stroke-color'])).toBe(JSON.stringify(['case', ['==', ['get', 'id'], 101], '#2f6b3f', '#ffffff']));
  });
});
