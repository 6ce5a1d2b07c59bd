// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import type { StyleSpecification } from 'maplibre-gl';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchMapProps } from '@/components/search/search-map';
import { mapNetwork } from '../map-network';
import { renderWithBrand } from '../render-with-brand';
import { CLUSTER_LAYER_ID, POINT_LAYER_ID, PRICE_LABEL_LAYER_ID, buildOfflineStyle, type MapMarker } from '@/lib/map';

// The real map needs WebGL. This stands in for react-map-gl and the MapLibre map behind it, so the
// component's own decisions can be checked: what it asks the map to do and what it reports.
const fake = vi.hoisted(() => ({
  props: {} as Record<string, unknown>,
  layers: new Map<string, Record<string, unknown>>(),
  screenPoint: { x: 400, y: 300 },
  /** What the boundaries route answers for the highlighted county's bounds. */
  countyBounds: null as { north: number; south: number; east: number; west: number } | null,
}));

function createMap() {
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { value: 800 });
  Object.defineProperty(container, 'clientHeight', { value: 600 });
  const clusters = {
    getClusterExpansionZoom: vi.fn(async () => 11),
    // A cluster of two listings in the Hill Country.
    getClusterLeaves: vi.fn(async () => [
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-98.9, 30.4] } },
      { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [-98.1, 30.9] } },
    ]),
  };
  return {
    getContainer: () => container,
    project: vi.fn(() => fake.screenPoint),
    getBounds: () => ({ getNorth: () => 30.912345, getSouth: () => 30.1, getEast: () => -98.2, getWest: () => -99.3 }),
    getZoom: () => 8,
    cameraForBounds: vi.fn((): { center: [number, number]; zoom: number } | undefined => ({ center: [-98.5, 30.65], zoom: 10.5 })),
    easeTo: vi.fn(),
    flyTo: vi.fn(),
    fitBounds: vi.fn(),
    getSource: vi.fn((id: string) => ({ listings: clusters })[id]),
    getLayer: vi.fn((id: string) => (id.startsWith('highlight-county') ? { source: 'counties' } : { source: 'states' })),
    setGlobalStateProperty: vi.fn(),
    setMissingStyleImageResolver: vi.fn(),
    hasImage: () => false,
    addImage: vi.fn(),
  };
}
type FakeMap = ReturnType<typeof createMap>;
let map: FakeMap;

vi.mock('react-map-gl/maplibre', () => {
  const mapRef = () => ({ getMap: () => map, flyTo: (...a: unknown[]) => map.flyTo(...a), fitBounds: (...a: unknown[]) => map.fitBounds(...a) });
  return {
    Map: ({ ref, children, ...props }: { ref: Ref<unknown>; children: ReactNode }) => {
      useImperativeHandle(ref, mapRef);
      fake.props = props;
      return <div data-testid="maplibre">{children}</div>;
    },
    useMap: () => ({ current: mapRef() }),
    NavigationControl: () => null,
    ScaleControl: () => null,
    Source: ({ children }: { children: ReactNode }) => <>{children}</>,
    Layer: (props: { id: string }) => {
      fake.layers.set(props.id, props);
      return null;
    },
    Popup: ({ anchor, children }: { anchor: string; children: ReactNode }) => (
      <div data-testid="popup" data-anchor={anchor}>
        {children}
      </div>
    ),
  };
});

const { SearchMap } = await import('@/components/search/search-map');
const { resetMapReuse } = await import('@/components/search/map-reuse');
const { resetReach } = await import('@/lib/map/base-reachability');

const marker: MapMarker = {
  id: 4242,
  latitude: 30.75,
  longitude: -98.68,
  levelClass: 'gold',
  priceLabel: '$1,250,000',
  compactPriceLabel: '$1.3M',
  acresLabel: '310 acres',
  title: 'Hill Country ranch',
  href: '/property/llano-county-tx/4242/',
  imageSrc: null,
};
const markers = [marker];

function renderMap(props: Partial<SearchMapProps> = {}) {
  const view = renderWithBrand('land', <SearchMap markers={markers} accent="#c8702a" primary="#1d3b2a" {...props} />);
  act(() => (fake.props.onLoad as () => void)());
  return view;
}

const handler = <T,>(name: string) => fake.props[name] as (event: T) => void;
const pointFeature = (layer: string, properties: Record<string, unknown>) => ({
  layer: { id: layer },
  geometry: { type: 'Point', coordinates: [-98.68, 30.75] },
  properties,
});

/** The hosts the visitor's browser reaches (the base maps' probes go through fetch). */
let reachable = new Set<string>();
beforeEach(() => {
  map = createMap();
  fake.layers.clear();
  fake.screenPoint = { x: 400, y: 300 };
  resetMapReuse();
  resetReach();
  sessionStorage.clear();
  reachable = new Set();
  fake.countyBounds = null;
  vi.stubGlobal('fetch', mapNetwork({ reachable: () => reachable, countyBounds: () => fake.countyBounds }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchMap: cluster click', () => {
  it('zooms into the cluster and reports the new bounds only as the move of a visitor, after it settles', async () => {
    vi.useFakeTimers();
    const onBoundsChange = vi.fn();
    renderMap({ onBoundsChange });
    await act(async () => handler('onClick')({ features: [pointFeature(CLUSTER_LAYER_ID, { cluster_id: 7, point_count: 2 })], target: map }));
    // The view fits the cluster's listings.
    const leaves = map.getSource('listings') as { getClusterLeaves: ReturnType<typeof vi.fn> };
    expect(leaves.getClusterLeaves).toHaveBeenCalledWith(7, 2, 0);
    expect(map.cameraForBounds).toHaveBeenCalledWith([[-98.9, 30.4], [-98.1, 30.9]], { padding: 56, maxZoom: 15 });
    expect(map.easeTo).toHaveBeenCalledWith({ center: [-98.5, 30.65], zoom: 10.5 }, { userMove: true });
    expect(onBoundsChange).not.toHaveBeenCalled();

    // MapLibre merges the eventData of easeTo into the moveend it fires.
    act(() => handler('onMoveEnd')({ target: map, viewState: { zoom: 11 }, userMove: true }));
    expect(onBoundsChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onBoundsChange).toHaveBeenCalledExactlyOnceWith({ north: 30.9123, south: 30.1, east: -98.2, west: -99.3 }, 11);
  });

  it('zooms to where the cluster splits when its listings are spread wider than the view', async () => {
    renderMap();
    map.cameraForBounds.mockReturnValue({ center: [-98.5, 30.65], zoom: 8.4 });
    await act(async () => handler('onClick')({ features: [pointFeature(CLUSTER_LAYER_ID, { cluster_id: 7, point_count: 2 })], target: map }));
    expect(map.easeTo).toHaveBeenCalledExactlyOnceWith({ center: [-98.68, 30.75], zoom: 11 }, { userMove: true });
  });

  it('does not report moves the map makes by itself', () => {
    vi.useFakeTimers();
    const onBoundsChange = vi.fn();
    renderMap({ onBoundsChange });
    act(() => handler('onMoveEnd')({ target: map, viewState: { zoom: 9 } }));
    act(() => vi.advanceTimersByTime(1000));
    expect(onBoundsChange).not.toHaveBeenCalled();
  });
});

describe('SearchMap: place outline', () => {
  beforeEach(() => {
    fake.countyBounds = { north: 30.9, south: 30.5, east: -98.2, west: -98.9 };
  });

  it('highlights the county by its FIPS id and fits the view to it when no bounds are given', async () => {
    renderMap({ highlight: { level: 'county', id: 48299 } });
    expect(map.setGlobalStateProperty).toHaveBeenCalledWith('highlightCountyId', 48299);
    expect(map.setGlobalStateProperty).toHaveBeenCalledWith('highlightStateId', -1);
    await vi.waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(1));
    expect(map.fitBounds).toHaveBeenCalledWith([[-98.9, 30.5], [-98.2, 30.9]], { padding: 32, maxZoom: 15, duration: 0 });
  });

  it('keeps the bounds the page gave', async () => {
    renderMap({ highlight: { level: 'county', id: 48299 }, initialBounds: { north: 31, south: 30, east: -98, west: -99 } });
    expect(map.setGlobalStateProperty).toHaveBeenCalledWith('highlightCountyId', 48299);
    await act(async () => undefined);
    expect(map.fitBounds).not.toHaveBeenCalled();
  });

  it('adds the outline layers to every style the map loads', () => {
    renderMap({ highlight: { level: 'state', id: 48 } });
    const transform = fake.props.transformStyle as (previous: undefined, next: StyleSpecification) => StyleSpecification;
    const style = transform(undefined, buildOfflineStyle({ primary: '#1d3b2a' }));
    expect(style.layers.map((l) => l.id)).toContain('highlight-state-line');
    expect(style.state).toMatchObject({ highlightStateId: { default: 48 } });
  });
});

describe('SearchMap: base maps', () => {
  const styleName = () => (typeof fake.props.mapStyle === 'string' ? fake.props.mapStyle : (fake.props.mapStyle as StyleSpecification).name);

  it("draws the brand's streets style once the browser is known to reach it, the offline style until then", async () => {
    reachable.add('https://tiles.example');
    renderMap({ styleUrl: 'https://tiles.example/style.json' });
    expect(styleName()).toBe('Offline US boundaries');
    await vi.waitFor(() => expect(fake.props.mapStyle).toBe('https://tiles.example/style.json'));
    expect(screen.getByTestId('search-map')).toHaveAttribute('data-base-layer', 'streets');
    // Nothing else answers: there is nothing to switch to.
    expect(screen.queryByTestId('map-layer-switcher')).toBeNull();
  });

  it('stays on the offline style without errors when no public map answers', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMap();
    await act(async () => undefined);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    await act(async () => undefined);
    expect(styleName()).toBe('Offline US boundaries');
    expect(screen.getByTestId('search-map')).toHaveAttribute('data-base-layer', 'offline');
    expect(errors).not.toHaveBeenCalled();
  });

  it('offers OpenFreeMap streets, USGS imagery and topo when they answer, and switches between them', async () => {
    reachable = new Set(['https://tiles.openfreemap.org', 'https://basemap.nationalmap.gov']);
    renderMap();
    await vi.waitFor(() => expect(screen.getByTestId('map-layer-switcher')).toBeInTheDocument());
    expect(fake.props.mapStyle).toBe('https://tiles.openfreemap.org/styles/liberty');
    const buttons = screen.getAllByRole('button', { pressed: false }).concat(screen.getAllByRole('button', { pressed: true })).map((b) => b.textContent);
    expect(buttons.sort()).toEqual(['Map', 'Satellite', 'Topo']);
    act(() => screen.getByRole('button', { name: 'Satellite' }).click());
    expect(styleName()).toBe('USGS USGSImageryTopo');
    expect(screen.getByRole('button', { name: 'Satellite' })).toHaveAttribute('aria-pressed', 'true');
    act(() => screen.getByRole('button', { name: 'Topo' }).click());
    expect(styleName()).toBe('USGS USGSTopo');
  });

  it('falls back to the offline style when the layer fails before it has drawn, and reports errors of its own layers', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reachable = new Set(['https://basemap.nationalmap.gov']);
    sessionStorage.setItem('map.base-layer', 'imagery');
    renderMap();
    await vi.waitFor(() => expect(styleName()).toBe('USGS USGSImageryTopo'));
    act(() => handler<{ error: Error; sourceId?: string }>('onError')({ error: new Error('tile 503'), sourceId: 'base-raster' }));
    expect(styleName()).toBe('Offline US boundaries');
    expect(screen.getByTestId('search-map')).toHaveAttribute('data-base-layer', 'offline');
    expect(errors).not.toHaveBeenCalled();
    act(() => handler<{ error: Error; sourceId?: string }>('onError')({ error: new Error('markers'), sourceId: 'listings' }));
    expect(errors).toHaveBeenCalledTimes(1);
  });
});

describe('SearchMap: one map across searches', () => {
  it('keeps the MapLibre instance for the next search and its camera, moving only to bounds it did not report', async () => {
    vi.useFakeTimers();
    const first = renderMap();
    expect(fake.props.reuseMaps).toBe(true);
    expect(fake.props.initialViewState).toBeDefined();
    // The visitor drags the map; the page's next URL carries the reported bounds.
    act(() => handler('onMoveEnd')({ target: map, viewState: { zoom: 9 }, originalEvent: {} }));
    act(() => vi.advanceTimersByTime(300));
    first.unmount();
    renderMap({ initialBounds: { north: 30.9123, south: 30.1, east: -98.2, west: -99.3 } });
    // A kept map keeps its camera: no first view, and no fit to the bounds it reported itself.
    expect(fake.props.initialViewState).toBeUndefined();
    expect(map.fitBounds).not.toHaveBeenCalled();
    cleanup();
    // Another search's bounds (the back button, a new place) move it.
    renderMap({ initialBounds: { north: 33, south: 32, east: -97, west: -98 } });
    expect(map.fitBounds).toHaveBeenCalledWith([[-98, 32], [-97, 33]], { padding: 32, maxZoom: 15, duration: 600 });
  });
});

describe('SearchMap: pins and popups', () => {
  it('draws compact price labels above the pins', () => {
    renderMap();
    expect(fake.layers.get(PRICE_LABEL_LAYER_ID)).toMatchObject({ minzoom: 12, type: 'symbol' });
  });

  it('opens the popup below a marker near the top edge and above it once the map has moved', () => {
    fake.screenPoint = { x: 400, y: 40 };
    renderMap();
    act(() => handler('onClick')({ features: [pointFeature(POINT_LAYER_ID, { id: marker.id })], target: map }));
    expect(screen.getByTestId('popup')).toHaveAttribute('data-anchor', 'top');
    fake.screenPoint = { x: 400, y: 400 };
    act(() => handler('onMoveEnd')({ target: map, viewState: { zoom: 9 } }));
    expect(screen.getByTestId('popup')).toHaveAttribute('data-anchor', 'bottom');
  });

  it('opens the popup from a price label too, and closes it on empty map', () => {
    renderMap();
    act(() => handler('onClick')({ features: [pointFeature(PRICE_LABEL_LAYER_ID, { id: marker.id })], target: map }));
    expect(screen.getByTestId('popup')).toHaveTextContent('Hill Country ranch');
    act(() => handler('onClick')({ features: [], target: map }));
    expect(screen.queryByTestId('popup')).toBeNull();
  });
});

/** What MapLibre's constructor throws where WebGL 2 cannot start (its GPUInitializationError). */
const noWebGl = () => Object.assign(new Error('WebGL2 is required to display this map.'), { name: 'GPUInitializationError' });

describe('SearchMap: a browser without WebGL', () => {
  it('says the map cannot be drawn and that the list has every property, and keeps Near me', () => {
    renderWithBrand('land', <SearchMap markers={markers} accent="#c8702a" primary="#1d3b2a" />);
    act(() => handler('onError')({ type: 'error', error: noWebGl() }));
    expect(screen.getByRole('status')).toHaveTextContent('This browser can’t draw the map');
    expect(screen.getByRole('status')).toHaveTextContent('Every property is in the list.');
    expect(screen.getByTestId('search-map')).toHaveAttribute('data-map-unavailable', 'true');
    expect(screen.queryByTestId('maplibre')).toBeNull();
    expect(screen.queryByTestId('map-layer-switcher')).toBeNull();
    expect(screen.getByRole('button', { name: 'Near me' })).toBeVisible();
  });

  it('logs any other map error and keeps the map', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderMap();
    const tileError = new Error('tile failed');
    act(() => handler('onError')({ type: 'error', error: tileError }));
    expect(log).toHaveBeenCalledWith(tileError);
    expect(screen.getByTestId('maplibre')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    log.mockRestore();
  });
});
