import type { TransformStyleFunction } from 'maplibre-gl';
import { useCallback, useEffect, useRef } from 'react';
import { MAP_VIEW_DEFAULTS, withBoundaryHighlight, type MapHighlight, type MarkerColors } from '@/lib/map';
import { useBaseMap } from './use-base-map';
import { useMapFailure } from './use-map-failure';

/**
 * The style of a map that outlines one place (a listing's county, the county a seller pins in): the base
 * map the visitor can reach (lib/hooks/use-base-map.ts), with the highlight layers added as it loads.
 * MapLibre reads the style transform once per style load; a ref keeps it current without reloading.
 * `mapProps` are what such a map spreads on react-map-gl's Map (style, its errors, our defaults);
 * `unavailable`: the browser cannot draw it (lib/hooks/use-map-failure.ts).
 */
export function useHighlightedMapStyle({ colors, highlight, styleUrl }: { colors: MarkerColors; highlight: MapHighlight; styleUrl?: string }) {
  const latest = useRef({ colors, highlight });
  useEffect(() => {
    latest.current = { colors, highlight };
  });
  const base = useBaseMap({ primary: colors.primary, styleUrl });
  const failure = useMapFailure(base.onError);
  const transformStyle = useCallback<TransformStyleFunction>((_previous, next) => withBoundaryHighlight(next, latest.current), []);
  const mapProps = { ...base.mapProps, onError: failure.onError, transformStyle, ...MAP_VIEW_DEFAULTS };
  return { base, unavailable: failure.unavailable, mapProps };
}
