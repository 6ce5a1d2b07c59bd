import type { RasterSourceSpecification, StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { BASE_MAP_ORIGINS, BASE_SOURCE_ID, baseLayerStyle, isDetailed, probeUrl, usgsTileUrl } from '@/lib/map/base-layers';
import { isOwnSource } from '@/lib/map/own-sources';

const primary = '#1d3b2a';
const built = (layer: 'imagery' | 'topo' | 'offline') => baseLayerStyle(layer, { primary }) as StyleSpecification;

describe('base maps', () => {
  it('draw streets from the brand style when it has one, else from OpenFreeMap', () => {
    expect(baseLayerStyle('streets', { primary })).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(baseLayerStyle('streets', { primary, styleUrl: 'https://maps.example/style.json' })).toBe('https://maps.example/style.json');
  });

  it('put USGS tiles (z/y/x) between the land fill and the county and state lines', () => {
    const imagery = built('imagery');
    expect(imagery.layers.map((l) => l.id)).toEqual(['background', 'state-fill', BASE_SOURCE_ID, 'county-line', 'state-line']);
    const source = imagery.sources[BASE_SOURCE_ID] as RasterSourceSpecification;
    expect(source.tiles).toEqual(['https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryTopo/MapServer/tile/{z}/{y}/{x}']);
    expect(source.attribution).toContain('USGS');
    expect((built('topo').sources[BASE_SOURCE_ID] as RasterSourceSpecification).tiles?.[0]).toContain('/USGSTopo/MapServer/tile/');
  });

  it('hand the same style object back for the same layer and colour, so a kept map does not reload it', () => {
    expect(built('imagery')).toBe(built('imagery'));
    expect(built('offline')).toBe(built('offline'));
    expect(baseLayerStyle('offline', { primary: '#000000' })).not.toBe(built('offline'));
  });

  it('are probed with one small request each', () => {
    expect(probeUrl('streets')).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(probeUrl('imagery')).toBe(usgsTileUrl('imagery', { z: 0, y: 0, x: 0 }));
    expect(probeUrl('topo')).toBe('https://basemap.nationalmap.gov/arcgis/rest/services/USGSTopo/MapServer/tile/0/0/0');
  });

  it('come from exactly two outside hosts', () => {
    expect(BASE_MAP_ORIGINS).toEqual(['https://tiles.openfreemap.org', 'https://basemap.nationalmap.gov']);
  });

  it('are detailed enough for a parcel except the offline style', () => {
    expect(['streets', 'imagery', 'topo', 'offline'].map((l) => isDetailed(l as 'offline'))).toEqual([true, true, true, false]);
  });

  it('tell our own sources from the base map’s', () => {
    expect(['listings', 'states', 'counties', 'highlight-counties'].every(isOwnSource)).toBe(true);
    expect(['openmaptiles', BASE_SOURCE_ID, 'ne2_shaded'].some(isOwnSource)).toBe(false);
  });
});
