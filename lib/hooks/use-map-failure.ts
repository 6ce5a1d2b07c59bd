import { useCallback, useState } from 'react';

/**
 * Whether this browser could not start a map, and an `onError` for the map that finds out (docs/map.md
 * "Without WebGL"). MapLibre needs WebGL 2; a browser that has it turned off, blocks the graphics card
 * or lacks it makes MapLibre's constructor throw its GPUInitializationError (told by name, so that this
 * module does not load MapLibre), which react-map-gl hands to `onError`. Every other error goes on to
 * `otherwise` (the base map's handler, which falls back from a layer that fails).
 */
export function useMapFailure<E extends { error: unknown }>(otherwise: (event: E) => void): { unavailable: boolean; onError: (event: E) => void } {
  const [unavailable, setUnavailable] = useState(false);
  const onError = useCallback(
    (event: E) => {
      if (event.error instanceof Error && event.error.name === 'GPUInitializationError') setUnavailable(true);
      else otherwise(event);
    },
    [otherwise],
  );
  return { unavailable, onError };
}
