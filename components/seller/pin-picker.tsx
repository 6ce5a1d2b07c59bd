'use client';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useTranslations } from 'next-intl';
import { useMemo, useRef, useState } from 'react';
import { Map as MapView, Marker, NavigationControl, ScaleControl, type MapLayerMouseEvent, type MapRef, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { PropertyPin } from '@/components/listing/maps/property-pin';
import { MapLayerSwitcher } from '@/components/ui/map-layer-switcher';
import { MapUnavailable } from '@/components/ui/map-unavailable';
import { useBoundaryHighlight } from '@/lib/hooks/use-boundary-highlight';
import { useHighlightedMapStyle } from '@/lib/hooks/use-highlighted-map-style';
import type { MapHighlight, MarkerColors } from '@/lib/map';

export interface Pin {
  latitude: number;
  longitude: number;
}

export interface PinPickerProps {
  /** The chosen county, outlined and fitted; the pin must fall inside it (checked on the server). */
  countyId: number;
  /** Where the map starts: the pin, or the county's centre. */
  center: Pin;
  pin: Pin | null;
  onPin: (pin: Pin) => void;
  colors: MarkerColors;
  styleUrl?: string;
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** The add-listing form's map: the chosen county outlined; a click or a drag puts the property's pin. */
export default function PinPicker({ countyId, center, pin, onPin, colors, styleUrl }: PinPickerProps) {
  const t = useTranslations('sellerWorkspace.place');
  const mapRef = useRef<MapRef>(null);
  const [ready, setReady] = useState(false);
  const highlight = useMemo<MapHighlight>(() => ({ level: 'county', id: countyId }), [countyId]);
  const { base, unavailable, mapProps } = useHighlightedMapStyle({ colors, highlight, styleUrl });
  useBoundaryHighlight(mapRef, { ready, highlight, fit: !pin, padding: 24 });
  const [initialViewState] = useState(() => ({ ...(pin ?? center), zoom: pin ? 11 : 8 }));

  const place = (longitude: number, latitude: number) => onPin({ latitude: round6(latitude), longitude: round6(longitude) });
  return (
    <div role="region" aria-label={t('mapLabel')} className="relative h-80 overflow-hidden rounded border border-line" data-testid="pin-picker" data-map-ready={ready ? 'true' : undefined} data-base-layer={base.active}
      data-map-unavailable={unavailable ? 'true' : undefined}>
      {unavailable ? (
        <MapUnavailable hint="pin" />
      ) : (
        <MapView
          ref={mapRef}
          {...mapProps}
          initialViewState={initialViewState}
          cursor="crosshair"
          onLoad={() => setReady(true)}
          onClick={(event: MapLayerMouseEvent) => place(event.lngLat.lng, event.lngLat.lat)}
        >
          <NavigationControl position="top-right" showCompass={false} />
          <ScaleControl position="bottom-left" unit="imperial" />
          {pin && (
            <Marker longitude={pin.longitude} latitude={pin.latitude} anchor="bottom" draggable onDragEnd={(event: MarkerDragEvent) => place(event.lngLat.lng, event.lngLat.lat)}>
              <PropertyPin color={colors.accent} label={t('pin')} />
            </Marker>
          )}
        </MapView>
      )}
      {!unavailable && <MapLayerSwitcher choices={base.choices} picked={base.picked} onPick={base.pick} className="absolute left-2 top-2 z-10" />}
    </div>
  );
}
