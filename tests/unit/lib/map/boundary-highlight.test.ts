import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec';
import type { FeatureCollection } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOUNDARIES_PATH,
  HIGHLIGHT_STATE_KEYS,
  NO_HIGHLIGHT,
  buildOfflineStyle,
  featureBounds,
  fetchHighlightBounds,
  highlightFilter,
  highlightGlobalState,
  highlightLayerIds,
  withBoundaryHighlight,
} from '@/lib/map';

const colors = { primary: '#1d3b2a', accent: '#c8702a' };
const offline = buildOfflineStyle({ primary: colors.primary });

describe('place highlight filter', () => {
  it("matches the feature whose FIPS id is the level's highlighted id", () => {
    expect(highlightFilter('county')).toEqual(['==', ['id'], ['global-state', 'highlightCountyId']]);
    expect(highlightFilter('state')).toEqual(['==', ['id'], ['global-state', 'highlightStateId']]);
  });

  it('highlights one level and nothing at the other', () => {
    expect(highlightGlobalState({ level: 'county', id: 48299 })).toEqual({ highlightStateId: NO_HIGHLIGHT, highlightCountyId: 48299 });
    expect(highlightGlobalState({ level: 'state', id: 48 })).toEqual({ highlightStateId: 48, highlightCountyId: NO_HIGHLIGHT });
    expect(highlightGlobalState(null)).toEqual({ highlightStateId: NO_HIGHLIGHT, highlightCountyId: NO_HIGHLIGHT });
  });
});

describe('highlight layers in a style', () => {
  it('reuse the offline style own boundary sources, adding none', () => {
    const style = withBoundaryHighlight(offline, { colors });
    expect(Object.keys(style.sources)).toEqual(['states', 'counties']);
    const county = style.layers.find((l) => l.id === highlightLayerIds('county').line);
    expect(county).toMatchObject({ type: 'line', source: 'counties', 'source-layer': 'counties', filter: highlightFilter('county'), paint: { 'line-color': colors.accent } });
    expect(style.layers.find((l) => l.id === highlightLayerIds('state').fill)).toMatchObject({ type: 'fill', source: 'states', 'source-layer': 'states' });
    expect(validateStyleMin(style)).toEqual([]);
  });

  it('go on top of the base layers, fill under line', () => {
    const ids = withBoundaryHighlight(offline, { colors }).layers.map((l) => l.id);
    expect(ids.slice(0, offline.layers.length)).toEqual(offline.layers.map((l) => l.id));
    expect(ids.slice(offline.layers.length)).toEqual(['highlight-state-fill', 'highlight-state-line', 'highlight-county-fill', 'highlight-county-line']);
  });

  it('start with the current highlight, so a swapped style keeps showing it', () => {
    const style = withBoundaryHighlight(offline, { colors, highlight: { level: 'county', id: 48299 } });
    expect(style.state).toEqual({ [HIGHLIGHT_STATE_KEYS.county]: { default: 48299 }, [HIGHLIGHT_STATE_KEYS.state]: { default: NO_HIGHLIGHT } });
  });

  it("bring their own boundary sources to a brand's style", () => {
    const brand: StyleSpecification = {
      version: 8,
      sources: { openmaptiles: { type: 'vector', url: 'https://tiles.example/tiles.json' } },
      layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#eee' } }],
    };
    const style = withBoundaryHighlight(brand, { colors });
    expect(style.sources).toMatchObject({
      openmaptiles: brand.sources.openmaptiles,
      'highlight-states': { type: 'vector', tiles: [`${BOUNDARIES_PATH}/states/tiles/{z}/{x}/{y}`] },
      'highlight-counties': { type: 'vector', tiles: [`${BOUNDARIES_PATH}/counties/tiles/{z}/{x}/{y}`] },
    });
    expect(style.layers.find((l) => l.id === 'highlight-county-line')).toMatchObject({ source: 'highlight-counties', 'source-layer': 'counties' });
    expect(validateStyleMin(style)).toEqual([]);
  });
});

describe('feature bounds', () => {
  const square = (id: number, west: number, south: number, east: number, north: number) => ({
    type: 'Feature' as const,
    id,
    properties: {},
    geometry: { type: 'Polygon' as const, coordinates: [[[west, south], [east, south], [east, north], [west, north], [west, south]]] },
  });

  it('are the box round the feature with the id', () => {
    const data: FeatureCollection = { type: 'FeatureCollection', features: [square(48299, -98.9, 30.5, -98.2, 30.9), square(48053, -98.5, 30.6, -97.8, 31.1)] };
    expect(featureBounds(data, 48299)).toEqual({ west: -98.9, south: 30.5, east: -98.2, north: 30.9 });
    expect(featureBounds(data, 1)).toBeNull();
  });

  it('cover every polygon of a multipolygon', () => {
    const hawaii = {
      type: 'Feature' as const,
      id: 15,
      properties: {},
      geometry: { type: 'MultiPolygon' as const, coordinates: [[[[-160.2, 21.8], [-159.3, 21.8], [-159.3, 22.2], [-160.2, 21.8]]], [[[-156.1, 18.9], [-154.8, 18.9], [-154.8, 20.3], [-156.1, 18.9]]]] },
    };
    expect(featureBounds({ type: 'FeatureCollection', features: [hawaii] }, 15)).toEqual({ west: -160.2, south: 18.9, east: -154.8, north: 22.2 });
  });

  it('cross the antimeridian for Alaska, west of the Aleutians east of it', () => {
    const alaska = {
      type: 'Feature' as const,
      id: 2,
      properties: {},
      geometry: { type: 'MultiPolygon' as const, coordinates: [[[[172.5, 52.9], [179.9, 51.4], [179.9, 52.9], [172.5, 52.9]]], [[[-179.9, 51.2], [-130.0, 55.0], [-141.0, 71.4], [-179.9, 51.2]]]] },
    };
    expect(featureBounds({ type: 'FeatureCollection', features: [alaska] }, 2)).toEqual({ west: 172.5, south: 51.2, east: -130, north: 71.4 });
  });
});

describe("a highlighted place's bounds", () => {
  const answer = (response: Response | Error) =>
    vi.stubGlobal('fetch', vi.fn(async () => (response instanceof Error ? Promise.reject(response) : response)));
  afterEach(() => vi.unstubAllGlobals());

  it('come from the boundaries route, by level and FIPS id', async () => {
    answer(Response.json({ north: 30.9, south: 30.5, east: -98.2, west: -98.9 }));
    expect(await fetchHighlightBounds({ level: 'county', id: 48299 })).toEqual({ north: 30.9, south: 30.5, east: -98.2, west: -98.9 });
    expect(fetch).toHaveBeenCalledWith(`${BOUNDARIES_PATH}/counties/48299`, { signal: undefined });
    await fetchHighlightBounds({ level: 'state', id: 48 });
    expect(fetch).toHaveBeenLastCalledWith(`${BOUNDARIES_PATH}/states/48`, { signal: undefined });
  });

  it('are null for an unknown place, a malformed answer or no network', async () => {
    answer(Response.json({ errors: ['No county has the FIPS code 99999'] }, { status: 404 }));
    expect(await fetchHighlightBounds({ level: 'county', id: 99999 })).toBeNull();
    answer(Response.json({ north: 'far' }));
    expect(await fetchHighlightBounds({ level: 'county', id: 48299 })).toBeNull();
    answer(Response.json({ north: 30.9, south: 30.5, east: -98.2 }));
    expect(await fetchHighlightBounds({ level: 'county', id: 48299 })).toBeNull();
    answer(Response.json([30.9, 30.5, -98.2, -98.9]));
    expect(await fetchHighlightBounds({ level: 'county', id: 48299 })).toBeNull();
    answer(new TypeError('Failed to fetch'));
    expect(await fetchHighlightBounds({ level: 'county', id: 48299 })).toBeNull();
  });
});
