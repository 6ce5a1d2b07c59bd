'use client';
import 'maplibre-gl/dist/maplibre-gl.css';
import clsx from 'clsx';
import type { TransformStyleFunction } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Map as MapView, NavigationControl, Popup, ScaleControl, Source, type MapLayerMouseEvent, type MapRef, type ViewStateChangeEvent } from 'react-map-gl/maplibre';
import {
  CLUSTER_LAYER_ID,
  INTERACTIVE_LAYER_IDS,
  LISTING_LAYER_IDS,
  MAP_VIEW_DEFAULTS,
  MARKER_SOURCE_ID,
  NEAR_ME_ZOOM,
  PARCEL_ZOOM,
  US_BOUNDS,
  boundsKey,
  clusterCountLayer,
  clusterLayer,
  createBoundsReporter,
  type BoundsReporter,
  markerSource,
  markersToFeatureCollection,
  normalizeBounds,
  pointLayer,
  priceLabelLayer,
  toLngLatBounds,
  withBoundaryHighlight,
  type Bounds,
  type MapHighlight,
  type MapMarker,
  type PopupAnchor,
} from '@/lib/map';
import { MapLayerSwitcher } from '@/components/ui/map-layer-switcher';
import { MapUnavailable } from '@/components/ui/map-unavailable';
import { useBaseMap } from '@/lib/hooks/use-base-map';
import { useBoundaryHighlight } from '@/lib/hooks/use-boundary-highlight';
import { useMapFailure } from '@/lib/hooks/use-map-failure';
import { USER_MOVE, isUserMove, zoomIntoCluster } from './map-camera';
import { MapLabelImages } from './map-label-images';
import { MapMarkerPopup } from './map-marker-popup';
import { lastReportedKey, parkMap, rememberReported, takeParkedMap } from './map-reuse';
import { NearMeButton } from './near-me-button';
import { popupAnchorAt } from './popup-placement';
import { useSearchMapLabels } from './use-search-map-labels';

export type { Bounds, MapHighlight, MapMarker };

export interface SearchMapProps {
  markers: MapMarker[];
  /** The view to fit first; later changes refit unless they are the bounds this map just reported. */
  initialBounds?: Bounds;
  accent: string;
  primary: string;
  /** A brand's own MapLibre style (tiles, glyphs, sprites); replaces the offline boundary style. */
  styleUrl?: string;
  /** After the visitor moves the map (debounced, rounded to 4 decimals): search in these bounds. */
  onBoundsChange?: (bounds: Bounds, zoom: number) => void;
  /** The visitor's position rounded to one decimal, for a near-me search. */
  onNearMe?: (lat: number, long: number) => void;
  /** A listing to show in parcel view with its popup open (e.g. from the list's map icon). */
  focusMarkerId?: number | null;
  /** The searched state or county, outlined; the view fits it when `initialBounds` is not given. */
  highlight?: MapHighlight | null;
  className?: string;
}

const FIT_PADDING = 32;
/** Pixels between a marker and its popup's tip. */
const POPUP_OFFSET = 14;

/** The search results map (docs/map.md): clustered markers, popup placards, search in bounds, near me. */
export function SearchMap({
  markers,
  initialBounds,
  accent,
  primary,
  styleUrl,
  onBoundsChange,
  onNearMe,
  focusMarkerId = null,
  highlight = null,
  className,
}: SearchMapProps) {
  const mapRef = useRef<MapRef>(null);
  const nearMeBox = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [popup, setPopup] = useState<{ id: number; anchor: PopupAnchor } | null>(null);
  const [hovering, setHovering] = useState(false);
  const text = useSearchMapLabels();
  const colors = useMemo(() => ({ primary, accent }), [primary, accent]);

  // The latest props for callbacks that MapLibre or the reporter hold on to.
  const latest = useRef({ onBoundsChange, onNearMe, initialBounds, markers, colors, highlight });
  useEffect(() => {
    latest.current = { onBoundsChange, onNearMe, initialBounds, markers, colors, highlight };
  });
  // Created after mount, so the ref it reads is only touched from MapLibre's events and timers.
  const reporter = useRef<BoundsReporter | null>(null);
  useEffect(() => {
    const created = createBoundsReporter((bounds, zoom) => {
      rememberReported(boundsKey(bounds));
      latest.current.onBoundsChange?.(bounds, zoom);
    });
    reporter.current = created;
    return () => created.cancel();
  }, []);

  const base = useBaseMap({ primary, styleUrl });
  const failure = useMapFailure(base.onError);
  // Every style the map loads, the brand's or ours, gets the place-outline layers (read at load time).
  const transformStyle = useCallback<TransformStyleFunction>(
    (_previous, next) => withBoundaryHighlight(next, { colors: latest.current.colors, highlight: latest.current.highlight }),
    [],
  );
  useBoundaryHighlight(mapRef, { ready, highlight, fit: !initialBounds, padding: FIT_PADDING });
  const data = useMemo(() => markersToFeatureCollection(markers), [markers]);
  // A kept map stays where it is; the effects below move it if the new search asks for another place.
  const [reused] = useState(takeParkedMap);
  const [initialViewState] = useState(() =>
    reused ? undefined : { bounds: toLngLatBounds(initialBounds ?? US_BOUNDS), fitBoundsOptions: { padding: FIT_PADDING, maxZoom: PARCEL_ZOOM } },
  );
  useEffect(() => parkMap, []);
  const selected = popup === null ? undefined : markers.find((m) => m.id === popup.id);

  // Our decision (SPEC is silent): the popup opens on whichever side keeps it inside the map and clear
  // of its buttons, and moves with the marker when the map moves.
  const openPopup = useCallback((id: number) => {
    const map = mapRef.current?.getMap();
    const marker = latest.current.markers.find((m) => m.id === id);
    if (!map || !marker) return;
    const anchor = popupAnchorAt(map, [marker.longitude, marker.latitude], POPUP_OFFSET, [nearMeBox.current]);
    setPopup((open) => (open?.id === id && open.anchor === anchor ? open : { id, anchor }));
  }, []);

  const showParcel = useCallback((longitude: number, latitude: number, byUser: boolean) => {
    mapRef.current?.flyTo({ center: [longitude, latitude], zoom: PARCEL_ZOOM, essential: true }, byUser ? USER_MOVE : undefined);
  }, []);

  // A new search (other filters or location) brings new bounds: fit them, unless they are the ones this
  // map reported, which only echo the visitor's own move back through the URL.
  const boundsToFit = initialBounds ? boundsKey(normalizeBounds(initialBounds)) : null;
  const fitted = useRef(reused ? null : boundsToFit);
  useEffect(() => {
    const target = latest.current.initialBounds;
    if (!ready || !target || boundsToFit === fitted.current) return;
    fitted.current = boundsToFit;
    if (boundsToFit === lastReportedKey()) return;
    mapRef.current?.fitBounds(toLngLatBounds(target), { padding: FIT_PADDING, maxZoom: PARCEL_ZOOM, duration: 600 });
  }, [boundsToFit, ready]);

  useEffect(() => {
    if (!ready || focusMarkerId === null) return;
    const marker = latest.current.markers.find((m) => m.id === focusMarkerId);
    if (!marker) return;
    openPopup(marker.id);
    showParcel(marker.longitude, marker.latitude, false);
  }, [focusMarkerId, ready, showParcel, openPopup]);

  const handleMoveEnd = useCallback(
    (event: ViewStateChangeEvent) => {
      const b = event.target.getBounds();
      reporter.current?.moveEnded({
        bounds: { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() },
        zoom: event.viewState.zoom,
        userInitiated: isUserMove(event),
      });
      // The marker has moved on screen: its popup may fit better on another side now.
      if (popup) openPopup(popup.id);
    },
    [popup, openPopup],
  );

  const handleClick = useCallback((event: MapLayerMouseEvent) => {
    const feature = event.features?.[0];
    if (!feature || feature.geometry.type !== 'Point') {
      setPopup(null);
      return;
    }
    const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
    if (LISTING_LAYER_IDS.includes(feature.layer.id)) {
      openPopup(Number(feature.properties.id));
      return;
    }
    if (feature.layer.id === CLUSTER_LAYER_ID) {
      void zoomIntoCluster(event.target, Number(feature.properties.cluster_id), [longitude, latitude], Number(feature.properties.point_count));
    }
  }, [openPopup]);

  const handleDblClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature || !LISTING_LAYER_IDS.includes(feature.layer.id) || feature.geometry.type !== 'Point') return;
      // A double click on a listing opens its parcel view instead of zooming one step. MapLibre stops
      // the camera once a prevented dblclick has been handled, so the flight starts after that.
      event.preventDefault();
      const [longitude = 0, latitude = 0] = feature.geometry.coordinates;
      queueMicrotask(() => showParcel(longitude, latitude, true));
    },
    [showParcel],
  );

  const handleLocated = useCallback((lat: number, long: number) => {
    mapRef.current?.flyTo({ center: [long, lat], zoom: NEAR_ME_ZOOM, essential: true });
    latest.current.onNearMe?.(lat, long);
  }, []);

  return (
    <div
      role="region"
      aria-label={text.map}
      className={clsx('relative overflow-hidden', className ?? 'h-[480px]')}
      data-testid="search-map"
      data-marker-count={markers.length}
      data-map-ready={ready ? 'true' : undefined}
      data-base-layer={base.active}
      data-map-unavailable={failure.unavailable ? 'true' : undefined}
    >
      {failure.unavailable ? (
        <MapUnavailable hint="search" />
      ) : (
        <MapView
          ref={mapRef}
          reuseMaps
          {...base.mapProps}
          transformStyle={transformStyle}
          {...MAP_VIEW_DEFAULTS}
          initialViewState={initialViewState}
          interactiveLayerIds={INTERACTIVE_LAYER_IDS}
          cursor={hovering ? 'pointer' : ''}
          onMouseEnter={() => setHovering(true)}
          onMouseLeave={() => setHovering(false)}
          onLoad={() => setReady(true)}
          onMoveEnd={handleMoveEnd}
          onClick={handleClick}
          onDblClick={handleDblClick}
          onError={failure.onError}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <ScaleControl position="bottom-left" unit="imperial" />
          <MapLabelImages primary={primary} />
          <Source id={MARKER_SOURCE_ID} {...markerSource(data)}>
            <Layer {...clusterLayer(colors)} />
            <Layer {...clusterCountLayer()} />
            <Layer {...pointLayer(colors, popup?.id ?? null)} />
            <Layer {...priceLabelLayer()} />
          </Source>
          {selected && popup && (
            <Popup
              longitude={selected.longitude}
              latitude={selected.latitude}
              anchor={popup.anchor}
              offset={POPUP_OFFSET}
              maxWidth="240px"
              closeOnClick={false}
              onClose={() => setPopup(null)}
            >
              <MapMarkerPopup marker={selected} labels={text} onParcelView={() => showParcel(selected.longitude, selected.latitude, true)} />
            </Popup>
          )}
        </MapView>
      )}
      {/* Near me searches round the visitor with or without a map to show it on. */}
      <div ref={nearMeBox} className="absolute left-2 top-2 z-10 flex flex-col items-start gap-2">
        <NearMeButton labels={text} onLocated={handleLocated} />
        {!failure.unavailable && <MapLayerSwitcher choices={base.choices} picked={base.picked} onPick={base.pick} />}
      </div>
    </div>
  );
}
