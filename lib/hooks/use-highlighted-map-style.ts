import type { TransformStyleFunction } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { buildOfflineStyle, withBoundaryHighlight, type MapHighlight, type MarkerColors } from '@/lib/map';

/**
 * The style of a map that outlines one place (a listing's county, the county a seller pins in): the
 * brand's MapLibre style, or the offline boundary style, with the highlight layers added as it loads.
 * MapLibre reads the style transform once per style load; a ref keeps it current without reloading.
 */
export function useHighlightedMapStyle({ colors, highlight, styleUrl }: { colors: MarkerColors; highlight: MapHighlight; styleUrl?: string }) {
  const latest = useRef({ colors, highlight });
  useEffect(() => {
    latest.current = { colors, highlight };
  });
  const mapStyle = useMemo(() => styleUrl ?? buildOfflineStyle({ primary: colors.primary }), [styleUrl, colors.primary]);
  const transformStyle = useCallback<TransformStyleFunction>((_previous, next) => withBoundaryHighlight(next, latest.current), []);
  return { mapStyle, transformStyle };
}
