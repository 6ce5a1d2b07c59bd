'use client';
import 'maplibre-gl/dist/maplibre-gl.css';
import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { Map as MapView, Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import { useBoundaryHighlight } from '@/lib/hooks/use-boundary-highlight';
import { useHighlightedMapStyle } from '@/lib/hooks/use-highlighted-map-style';
import type { ListingMapPlace } from '@/lib/listings/media';
import { MAP_VIEW_DEFAULTS, PARCEL_ZOOM, type MapHighlight, type MarkerColors } from '@/lib/map';
import { PropertyPin } from './property-pin';

export type ListingMapView = 'property' | 'local';

export interface ListingMapProps {
  /** property: round the parcel (SPEC §9 parcel zoom 15 on a brand basemap); local: the whole county. */
  view: ListingMapView;
  place: ListingMapPlace;
  /** The listing's title, for the map's label. */
  title: string;
  colors: MarkerColors;
  /** The brand's MapLibre style (brand `mapStyleUrl`); the offline boundary style otherwise. */
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
 * the county line place the parcel. A brand basemap (`mapStyleUrl`) has the detail for zoom 15.
 */
export const OFFLINE_PROPERTY_ZOOM = 12;

/** The property map's first zoom: the parcel itself on a real basemap, its surroundings on the offline one. */
export const propertyZoom = (styleUrl: string | undefined) => (styleUrl ? PARCEL_ZOOM : OFFLINE_PROPERTY_ZOOM);
const FIT_PADDING = 24;

/** A listing's map (docs/listing-page.md): its parcel, or its county outlined with the towns around it. */
export function ListingMap({ view, place, title, colors, styleUrl, cooperativeGestures = false, className }: ListingMapProps) {
  const t = useTranslations('map');
  const mapRef = useRef<MapRef>(null);
  const [ready, setReady] = useState(false);
  const highlight = useMemo<MapHighlight>(() => ({ level: 'county', id: place.countyId }), [place.countyId]);

  const { mapStyle, transformStyle } = useHighlightedMapStyle({ colors, highlight, styleUrl });
  // The county is outlined in both views; only the local view fits it.
  useBoundaryHighlight(mapRef, { ready, highlight, fit: view === 'local', padding: FIT_PADDING });

  const [initialViewState] = useState(() => ({
    longitude: place.longitude,
    latitude: place.latitude,
    zoom: view === 'property' ? propertyZoom(styleUrl) : LOCAL_ZOOM,
  }));

  return (
    <div
      role="region"
      aria-label={t('listingMap', { title })}
      className={clsx('relative overflow-hidden', className)}
      data-testid="listing-map"
      data-view={view}
      data-map-ready={ready ? 'true' : undefined}
    >
      <MapView
        ref={mapRef}
        mapStyle={mapStyle}
        transformStyle={transformStyle}
        {...MAP_VIEW_DEFAULTS}
        initialViewState={initialViewState}
        cooperativeGestures={cooperativeGestures}
        onLoad={() => setReady(true)}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {/* Towns in both views: on the offline style they are what places the parcel. */}
        {place.towns.map((town) => (
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
    </div>
  );
}
