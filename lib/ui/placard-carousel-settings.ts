import { isAtLeast } from './breakpoints';

// SPEC §4 "Placard carousel" and the §9 carousel constants.

/** SPEC §9 "Placard enters view at 300 px margin": the carousel mounts once the placard is this near. */
export const PLACARD_IN_VIEW_MARGIN = '300px';

/** SPEC §9: photos preloaded ahead of the current one, fewer on a phone's connection. */
export const PRELOAD_AHEAD = { mobile: 2, desktop: 5 } as const;

/**
 * SPEC §9 "preload 2 or 5 slides ahead depending on device". The device is told by the viewport, at the
 * same breakpoint (md, SPEC medium) where the placard itself switches to its mobile texts.
 */
export function preloadAhead(viewportWidth: number): number {
  return isAtLeast(viewportWidth, 'medium') ? PRELOAD_AHEAD.desktop : PRELOAD_AHEAD.mobile;
}

/**
 * The slides whose photos load now: the current one and `ahead` after it, wrapping round (the carousel
 * loops). The others get their photo when the window reaches them.
 */
export function preloadedSlides(current: number, total: number, ahead: number): ReadonlySet<number> {
  const indexes = new Set<number>();
  if (total <= 0) return indexes;
  for (let step = 0; step <= Math.min(ahead, total - 1); step += 1) indexes.add((((current + step) % total) + total) % total);
  return indexes;
}

/** `previous` and the window at `current`: a photo once loaded stays, so going back never reloads it. */
export function withPreloadedSlides(previous: ReadonlySet<number>, current: number, total: number, ahead: number): ReadonlySet<number> {
  const next = preloadedSlides(current, total, ahead);
  return [...next].every((index) => previous.has(index)) ? previous : new Set([...previous, ...next]);
}
