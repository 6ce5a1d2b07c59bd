import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { LineLayerSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { BOUNDARIES_PATH, COUNTY_LINES_MIN_ZOOM, buildOfflineStyle } from '@/lib/map';

const style = buildOfflineStyle({ primary: '#1d3b2a' });
const layer = (id: string) => style.layers.find((l) => l.id === id);

describe('offline map style', () => {
  it('is a valid MapLibre style', () => {
    expect(validateStyleMin(style)).toEqual([]);
  });

  it("needs nothing but our own boundaries route's tiles: no glyphs, sprites or other hosts", () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(style.sources).toEqual({
      states: { type: 'vector', tiles: [`${BOUNDARIES_PATH}/states/tiles/{z}/{x}/{y}`], minzoom: 0, maxzoom: 8, attribution: 'US Census Bureau' },
      counties: { type: 'vector', tiles: [`${BOUNDARIES_PATH}/counties/tiles/{z}/{x}/{y}`], minzoom: 0, maxzoom: 8, attribution: 'US Census Bureau' },
    });
    expect(style.layers.some((l) => l.type === 'symbol')).toBe(false);
  });

  it('reads each level from the tile layer named after it', () => {
    expect(style.layers.filter((l) => 'source' in l).map((l) => [l.id, 'source-layer' in l ? l['source-layer'] : null])).toEqual([
      ['state-fill', 'states'],
      ['county-line', 'counties'],
      ['state-line', 'states'],
    ]);
  });

  it('draws the background, the state fill, county lines and state lines on top, in that order', () => {
    expect(style.layers.map((l) => [l.id, l.type, 'source' in l ? l.source : null])).toEqual([
      ['background', 'background', null],
      ['state-fill', 'fill', 'states'],
      ['county-line', 'line', 'counties'],
      ['state-line', 'line', 'states'],
    ]);
  });

  it('shows county lines only from zoom 5', () => {
    expect(COUNTY_LINES_MIN_ZOOM).toBe(5);
    expect(layer('county-line')?.minzoom).toBe(5);
    expect(layer('state-line')?.minzoom).toBeUndefined();
  });

  it("draws state and county lines in the brand's primary colour", () => {
    for (const [primary, id] of [['#3b2f1a', 'state-line'], ['#16324a', 'county-line']] as const) {
      const line = buildOfflineStyle({ primary }).layers.find((l) => l.id === id) as LineLayerSpecification;
      expect(line.paint?.['line-color']).toBe(primary);
    }
  });

  it('takes land and water colours and another route base when given', () => {
    const custom = buildOfflineStyle({ primary: '#000000', land: '#ffffff', water: '#0000ff', boundariesPath: 'https://cdn.example/b' });
    expect(custom.layers[0]).toMatchObject({ paint: { 'background-color': '#0000ff' } });
    expect(custom.layers[1]).toMatchObject({ paint: { 'fill-color': '#ffffff' } });
    expect(custom.sources.states).toMatchObject({ tiles: ['https://cdn.example/b/states/tiles/{z}/{x}/{y}'] });
  });
});
