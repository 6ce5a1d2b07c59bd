import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  BASE_LAYERS, baseLayerStyle, isOwnSource, knownReach, markUnreachable, probeReach, probeUrl, type ActiveBaseLayer, type BaseLayerId, type BaseStyleOptions,
} from '@/lib/map';

const PICK_KEY = 'map.base-layer';

/** The visitor's last pick, kept across pages of the tab (the maps are client-only: no hydration to match). */
function storedPick(): BaseLayerId {
  try {
    const value = sessionStorage.getItem(PICK_KEY);
    return BASE_LAYERS.find((layer) => layer === value) ?? 'streets';
  } catch {
    return 'streets';
  }
}

function storePick(layer: BaseLayerId): void {
  try {
    sessionStorage.setItem(PICK_KEY, layer);
  } catch {
    // No storage: the pick holds for this map only.
  }
}

type Reach = Partial<Record<BaseLayerId, boolean>>;

/** A MapLibre error event as react-map-gl hands it over; tile and source errors name their source. */
export interface MapErrorEvent {
  error: Error;
  sourceId?: string;
}

export interface BaseMap {
  /** What the map draws: the picked layer, or the offline style while it is unknown or unreachable. */
  active: ActiveBaseLayer;
  picked: BaseLayerId;
  /** The layers the switcher offers (streets first); fewer than two means there is nothing to switch. */
  choices: BaseLayerId[];
  pick: (layer: BaseLayerId) => void;
  mapStyle: ReturnType<typeof baseLayerStyle>;
  /** For the map's `onError`: a base layer that fails before it has drawn falls back to the offline style. */
  onError: (event: MapErrorEvent) => void;
  /** For the map's `onIdle`: the active layer has drawn (later tile errors are gaps, not a failure). */
  onIdle: () => void;
  /** The three above, to spread on react-map-gl's Map. */
  mapProps: { mapStyle: ReturnType<typeof baseLayerStyle>; onError: (event: MapErrorEvent) => void; onIdle: () => void };
}

/**
 * The base map of one map (docs/map.md "Base maps"): probes the public layers in the background, draws
 * the offline style until the picked one is known to answer, and falls back to it when the layer fails.
 */
export function useBaseMap({ primary, styleUrl }: BaseStyleOptions): BaseMap {
  const urls = useMemo(() => Object.fromEntries(BASE_LAYERS.map((layer) => [layer, probeUrl(layer, styleUrl)])) as Record<BaseLayerId, string>, [styleUrl]);
  const [reach, setReach] = useState<Reach>(() => Object.fromEntries(BASE_LAYERS.map((layer) => [layer, knownReach(urls[layer])])));
  const [picked, setPicked] = useState<BaseLayerId>(storedPick);

  useEffect(() => {
    let live = true;
    for (const layer of BASE_LAYERS) {
      void probeReach(urls[layer]).then((reachable) => {
        if (live) setReach((current) => (current[layer] === reachable ? current : { ...current, [layer]: reachable }));
      });
    }
    return () => {
      live = false;
    };
  }, [urls]);

  const active: ActiveBaseLayer = reach[picked] ? picked : 'offline';
  const drawn = useRef(false);
  useEffect(() => {
    drawn.current = false;
  }, [active]);

  const pick = useCallback((layer: BaseLayerId) => {
    storePick(layer);
    setPicked(layer);
  }, []);

  const onError = useCallback(
    ({ error, sourceId }: MapErrorEvent) => {
      const fromBase = active !== 'offline' && (sourceId === undefined ? !drawn.current : !isOwnSource(sourceId));
      if (!fromBase) {
        console.error(error);
        return;
      }
      // A tile missing here and there once the layer has drawn is a gap, not a failure.
      if (drawn.current) return;
      markUnreachable(urls[active]);
      setReach((current) => ({ ...current, [active]: false }));
    },
    [active, urls],
  );
  const onIdle = useCallback(() => {
    drawn.current = true;
  }, []);

  const choices = BASE_LAYERS.filter((layer) => layer === 'streets' || reach[layer]);
  const mapStyle = baseLayerStyle(active, { primary, styleUrl });
  return { active, picked, choices: choices.length > 1 ? choices : [], pick, mapStyle, onError, onIdle, mapProps: { mapStyle, onError, onIdle } };
}
