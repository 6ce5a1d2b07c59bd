import { boundsKey, normalizeBounds, roundZoom, type Bounds } from './bounds';

/** A moveend the map reported, with whether the visitor caused it (drag, zoom, keys, controls, a cluster click). */
export interface MapMove {
  bounds: Bounds;
  zoom: number;
  userInitiated: boolean;
}

export interface BoundsReporter {
  /** Call on every moveend; only user moves are reported, once the map has been still for the delay. */
  moveEnded(move: MapMove): void;
  /** Drops a pending report (on unmount). */
  cancel(): void;
  /** The last bounds reported, normalized, or null before the first. */
  lastReported(): Bounds | null;
}

export const BOUNDS_CHANGE_DELAY_MS = 300;

interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * "The list follows the map": reports the map's bounds after the visitor moves it, debounced so a fling
 * or several zoom clicks make one search, and never for moves the page made itself (the initial fit, a
 * refit to new results, the near-me fly-to). Bounds are normalized and rounded; a move that ends where
 * the last report was (after rounding) is not reported again.
 */
export function createBoundsReporter(
  onChange: (bounds: Bounds, zoom: number) => void,
  { delayMs = BOUNDS_CHANGE_DELAY_MS, timers = globalTimers }: { delayMs?: number; timers?: Timers } = {},
): BoundsReporter {
  let pending: unknown = null;
  let last: { bounds: Bounds; zoom: number } | null = null;

  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending);
    pending = null;
  };

  return {
    moveEnded(move) {
      if (!move.userInitiated) return;
      cancel();
      const bounds = normalizeBounds(move.bounds);
      const zoom = roundZoom(move.zoom);
      pending = timers.setTimeout(() => {
        pending = null;
        if (last && boundsKey(last.bounds) === boundsKey(bounds) && last.zoom === zoom) return;
        last = { bounds, zoom };
        onChange(bounds, zoom);
      }, delayMs);
    },
    cancel,
    lastReported: () => last?.bounds ?? null,
  };
}
