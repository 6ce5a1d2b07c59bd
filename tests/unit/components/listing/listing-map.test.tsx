// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import type { StyleSpecification } from 'maplibre-gl';
import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingMapProps } from '@/components/listing/maps/listing-map';
import { buildOfflineStyle } from '@/lib/map';
import { mapNetwork } from '../map-network';
import { renderWithBrand } from '../render-with-brand';
import { colors, place, title } from './gallery-fixtures';

// The real map needs WebGL. This stands in for react-map-gl and the MapLibre map behind it, so the
// component's own decisions can be checked: its view, its markers, the outline and the fit it asks for.
const fake = vi.hoisted(() => ({
  props: {} as Record<string, unknown>,
  /** What the boundaries route answers for the highlighted county's bounds. */
  countyBounds: null as { north: number; south: number; east: number; west: number } | null,
}));

function createMap() {
  return {
    fitBounds: vi.fn(),
    easeTo: vi.fn(),
    getSource: vi.fn(),
    getLayer: vi.fn((id: string) => (id.startsWith('highlight-county') ? { source: 'counties' } : { source: 'states' })),
    setGlobalStateProperty: vi.fn(),
  };
}
let map: ReturnType<typeof createMap>;

vi.mock('react-map-gl/maplibre', () => ({
  Map: ({ ref, children, ...props }: { ref: Ref<unknown>; children: ReactNode }) => {
    useImperativeHandle(ref, () => ({ getMap: () => map, fitBounds: (...a: unknown[]) => map.fitBounds(...a), easeTo: (...a: unknown[]) => map.easeTo(...a) }));
    fake.props = props;
    return <div data-testid="maplibre">{children}</div>;
  },
  NavigationControl: () => null,
  ScaleControl: () => null,
  Marker: ({ children, longitude, latitude }: { children: ReactNode; longitude: number; latitude: number }) => (
    <div data-testid="marker" data-lnglat={`${longitude},${latitude}`}>{children}</div>
  ),
}));

const { ListingMap } = await import('@/components/listing/maps/listing-map');
const { resetReach } = await import('@/lib/map/base-reachability');

function renderMap(props: Partial<ListingMapProps> = {}) {
  const view = renderWithBrand('land', <ListingMap view="property" place={place} title={title} colors={colors} {...props} />);
  act(() => (fake.props.onLoad as () => void)());
  return view;
}

/** The hosts the visitor's browser reaches (the base maps' probes go through fetch). */
let reachable = new Set<string>();
beforeEach(() => {
  resetReach();
  sessionStorage.clear();
  reachable = new Set();
  vi.stubGlobal('fetch', mapNetwork({ reachable: () => reachable, countyBounds: () => fake.countyBounds }));
  map = createMap();
  fake.countyBounds = { north: 30.9, south: 30.5, east: -98.2, west: -98.9 };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ListingMap: property map', () => {
  it('centres the parcel at SPEC §9 parcel zoom 15 once a detailed base map answers, without the HTML town names', async () => {
    reachable.add('https://maps.example');
    renderMap({ styleUrl: 'https://maps.example/style.json' });
    await vi.waitFor(() => expect(fake.props.mapStyle).toBe('https://maps.example/style.json'));
    expect(map.easeTo).toHaveBeenLastCalledWith({ center: [-98.68, 30.75], zoom: 15 });
    // The streets style names its own places.
    expect(screen.queryAllByTestId('map-town')).toEqual([]);
    cleanup();
    // Known from the first map of the session: the next one starts at parcel zoom.
    renderMap({ styleUrl: 'https://maps.example/style.json' });
    expect(fake.props.initialViewState).toEqual({ longitude: -98.68, latitude: 30.75, zoom: 15 });
  });

  it('leaves the zoom alone when the visitor has moved the map before the base map answered', async () => {
    reachable.add('https://maps.example');
    renderMap({ styleUrl: 'https://maps.example/style.json' });
    act(() => (fake.props.onMoveStart as (event: object) => void)({ originalEvent: {} }));
    await vi.waitFor(() => expect(fake.props.mapStyle).toBe('https://maps.example/style.json'));
    expect(map.easeTo).not.toHaveBeenCalledWith({ center: [-98.68, 30.75], zoom: 15 });
  });

  it('centres the parcel at zoom 12 on the offline style (nothing finer than counties to show), with a pin and the towns', async () => {
    renderMap();
    expect(fake.props.initialViewState).toEqual({ longitude: -98.68, latitude: 30.75, zoom: 12 });
    expect(screen.getByRole('region', { name: `Map of ${title}` })).toHaveAttribute('data-view', 'property');
    const pin = screen.getByRole('img', { name: 'Property location' });
    expect(pin.closest('[data-testid="marker"]')).toHaveAttribute('data-lnglat', '-98.68,30.75');
    expect(pin.querySelector('path')).toHaveAttribute('fill', colors.accent);
    await act(async () => undefined);
    expect(map.fitBounds).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('map-town').map((town) => town.textContent)).toEqual(['Llano', 'Kingsland']);
  });

  it('outlines the county by its FIPS id', () => {
    renderMap();
    expect(map.setGlobalStateProperty).toHaveBeenCalledWith('highlightCountyId', 48299);
    expect(map.setGlobalStateProperty).toHaveBeenCalledWith('highlightStateId', -1);
    const transform = fake.props.transformStyle as (previous: undefined, next: StyleSpecification) => StyleSpecification;
    const style = transform(undefined, buildOfflineStyle({ primary: colors.primary }));
    expect(style.layers.map((l) => l.id)).toContain('highlight-county-line');
    expect(style.state).toMatchObject({ highlightCountyId: { default: 48299 } });
  });
});

describe('ListingMap: local map', () => {
  it('fits the county outline and names its towns', async () => {
    renderMap({ view: 'local' });
    expect(fake.props.initialViewState).toMatchObject({ longitude: -98.68, latitude: 30.75 });
    await vi.waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(1));
    expect(map.fitBounds).toHaveBeenCalledWith([[-98.9, 30.5], [-98.2, 30.9]], { padding: 24, maxZoom: 15, duration: 0 });
    expect(screen.getAllByTestId('map-town').map((town) => town.textContent)).toEqual(['Llano', 'Kingsland']);
    expect(screen.getByRole('img', { name: 'Property location' })).toBeInTheDocument();
  });
});

describe('ListingMap: basemap and gestures', () => {
  it("uses the brand's style URL when it answers, the offline boundary style otherwise", async () => {
    reachable.add('https://tiles.example');
    renderMap({ styleUrl: 'https://tiles.example/style.json' });
    await vi.waitFor(() => expect(fake.props.mapStyle).toBe('https://tiles.example/style.json'));
    cleanup();
    renderMap();
    await act(async () => undefined);
    expect(fake.props.mapStyle).toMatchObject({ version: 8, name: 'Offline US boundaries' });
    expect(screen.getByTestId('listing-map')).toHaveAttribute('data-base-layer', 'offline');
    expect(fake.props.workerUrl).toBe('/maplibre-gl-worker.mjs');
  });

  it('offers satellite and topo over the listing when USGS answers', async () => {
    reachable.add('https://basemap.nationalmap.gov');
    renderMap();
    await vi.waitFor(() => expect(screen.getByRole('group', { name: 'Base map' })).toBeInTheDocument());
    act(() => screen.getByRole('button', { name: 'Satellite' }).click());
    expect((fake.props.mapStyle as StyleSpecification).sources['base-raster']).toMatchObject({
      type: 'raster',
      tiles: ['https://basemap.nationalmap.gov/arcgis/rest/services/USGSImageryTopo/MapServer/tile/{z}/{y}/{x}'],
    });
    expect(screen.getByTestId('listing-map')).toHaveAttribute('data-base-layer', 'imagery');
  });

  it('leaves page scrolling alone on the page (cooperative gestures), not full screen', () => {
    renderMap({ cooperativeGestures: true });
    expect(fake.props.cooperativeGestures).toBe(true);
    cleanup();
    renderMap();
    expect(fake.props.cooperativeGestures).toBe(false);
  });
});

describe('ListingMap: a browser without WebGL', () => {
  it('says the map cannot be drawn and where the place is named instead', () => {
    renderWithBrand('land', <ListingMap view="property" place={place} title={title} colors={colors} />);
    const error = Object.assign(new Error('WebGL2 is required to display this map.'), { name: 'GPUInitializationError' });
    act(() => (fake.props.onError as (event: unknown) => void)({ type: 'error', error }));
    expect(screen.getByRole('status')).toHaveTextContent('This browser can’t draw the map');
    expect(screen.getByRole('status')).toHaveTextContent('state and county are in the links at the top of the page');
    expect(screen.getByTestId('listing-map')).toHaveAttribute('data-map-unavailable', 'true');
    expect(screen.queryByTestId('maplibre')).toBeNull();
  });
});
