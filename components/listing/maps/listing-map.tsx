'use client';
import 'maplibre-gl/dist/maplibre-gl.css';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Map as MapView, Marker, NavigationControl, ScaleControl, type MapRef } from 'react-map-gl/maplibre';
import { MapLayerSwitcher } from '@/components/ui/map-layer-switcher';
import { MapUnavailable } from '@/components/ui/map-unavailable';
import { useBoundaryHighlight } from '@/lib/hooks/use-boundary-highlight';
import { useHighlightedMapStyle } from '@/lib/hooks/use-highlighted-map-style';
import type { ListingMapPlace } from '@/lib/listings/media';
import { PARCEL_ZOOM, isDetailed, type ActiveBaseLayer, type MapHighlight, type MarkerColors } from '@/lib/map';
import { isUserMove } from '@/components/search/map-camera';
import { PropertyPin } from './property-pin';

export type ListingMapView = 'property' | 'local';

export interface ListingMapProps {
  /** property: round the parcel (SPEC §9 parcel zoom 15 on a brand basemap); local: the whole county. */
  view: ListingMapView;
  place: ListingMapPlace;
  /** The listing's title, for the map's label. */
  title: string;
  colors: MarkerColors;
  /** The brand's streets style (brand `mapStyleUrl`) instead of the public one (docs/map.md "Base maps"). */
  styleUrl?: string;
  /** On the page (not full screen): page scrolling wins, the map zooms with Ctrl/two fingers. */
  cooperativeGestures?: boolean;
  className?: string;
}

/** The local map's first view before it fits the county: about a county's size round the parcel. */
const LOCAL_ZOOM = 9;
/**
 * The property map's zoom on the offline boundary style, which draws nothing finer than counties: at
 * SPEC §9's parcel zoom 15 it would be an empty grey square with a pin. At 12 the nearest towns and
 * the county line place the parcel. Streets, imagery and topo have the detail for zoom 15.
 */
export const OFFLINE_PROPERTY_ZOOM = 12;

/** The property map's zoom: the parcel itself on a detailed base map, its surroundings on the offline one. */
export const propertyZoom = (layer: ActiveBaseLayer) => (isDetailed(layer) ? PARCEL_ZOOM : OFFLINE_PROPERTY_ZOOM);
const FIT_PADDING = 24;

/** A listing's map (docs/listing-page.md): its parcel, or its county outlined with the towns around it. */
export function ListingMap({ view, place, title, colors, styleUrl, cooperativeGestures = false, className }: ListingMapProps) {
  const t = useTranslations('map');
  const mapRef = useRef<MapRef>(null);
  const [ready, setReady] = useState(false);
  const highlight = useMemo<MapHighlight>(() => ({ level: 'county', id: place.countyId }), [place.countyId]);

  const { base, unavailable, mapProps } = useHighlightedMapStyle({ colors, highlight, styleUrl });
  // The county is outlined in both views; only the local view fits it.
  useBoundaryHighlight(mapRef, { ready, highlight, fit: view === 'local', padding: FIT_PADDING });

  const [initialViewState] = useState(() => ({
    longitude: place.longitude,
    latitude: place.latitude,
    zoom: view === 'property' ? propertyZoom(base.active) : LOCAL_ZOOM,
  }));
  // The base map is often known only after the map has started (its probe answers later): the property
  // view then zooms to the parcel, unless the visitor has already moved the map.
  const moved = useRef(false);
  const detailed = isDetailed(base.active);
  useEffect(() => {
    if (!ready || view !== 'property' || moved.current) return;
    mapRef.current?.easeTo({ center: [place.longitude, place.latitude], zoom: detailed ? PARCEL_ZOOM : OFFLINE_PROPERTY_ZOOM });
  }, [ready, view, detailed, place.longitude, place.latitude]);

  return (
    <div
      role="region"
      aria-label={t('listingMap', { title })}
      className={clsx('relative overflow-hidden', className)}
      data-testid="listing-map"
      data-view={view}
      data-map-ready={ready ? 'true' : undefined}
      data-base-layer={base.active}
      data-map-unavailable={unavailable ? 'true' : undefined}
    >
      {unavailable ? (
        <MapUnavailable hint="listing" />
      ) : (
        <MapView
          ref={mapRef}
          {...mapProps}
          initialViewState={initialViewState}
          cooperativeGestures={cooperativeGestures}
          onLoad={() => setReady(true)}
          onMoveStart={(event) => {
            if (isUserMove(event)) moved.current = true;
          }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <ScaleControl position="bottom-left" unit="imperial" />
          {/* Towns on the offline style, which has no place names of its own: they are what places the parcel. */}
          {base.active === 'offline' && place.towns.map((town) => (
              <Marker key={`${town.name}:${town.latitude}`} longitude={town.longitude} latitude={town.latitude} anchor="left">
                {/* Names as HTML: the offline style has no glyphs to draw text with. */}
                <span className="flex items-center gap-1 text-xs font-semibold text-ink [text-shadow:0_0_2px_#fff,0_0_2px_#fff]" data-testid="map-town">
                  <span aria-hidden="true" className="size-1.5 rounded-full bg-ink" />
                  {town.name}
                </span>
              </Marker>
          ))}
          <Marker longitude={place.longitude} latitude={place.latitude} anchor="bottom">
            <PropertyPin color={colors.accent} label={t('propertyLocation')} />
          </Marker>
        </MapView>
      )}
      {!unavailable && <MapLayerSwitcher choices={base.choices} picked={base.picked} onPick={base.pick} className="absolute left-2 top-2 z-10" />}
    </div>
  );
}
