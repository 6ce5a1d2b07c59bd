// Client navigations between searches (sort, page, filters, a map move) render a new page and with it a
// new SearchMap: the MapLibre instance is kept and handed to it (react-map-gl `reuseMaps`), so the map
// never goes blank and keeps its camera (docs/map.md "One map across searches"). This remembers, across
// those mounts, that a map is waiting and which bounds the visitor last moved it to: a new page whose URL
// carries those bounds only echoes that move back, and the map must not be moved again.

let parked = false;
let lastReported: string | null = null;

/** A SearchMap mounts: whether it takes over a kept map (which keeps its camera). */
export function takeParkedMap(): boolean {
  const kept = parked;
  parked = false;
  return kept;
}

/** A SearchMap unmounts: react-map-gl keeps its MapLibre instance for the next one. */
export function parkMap(): void {
  parked = true;
}

/** The key (lib/map boundsKey) of the bounds the visitor's last move reported. */
export function rememberReported(key: string): void {
  lastReported = key;
}

export function lastReportedKey(): string | null {
  return lastReported;
}

/** Forgets both (tests; each starts with no map kept). */
export function resetMapReuse(): void {
  parked = false;
  lastReported = null;
}
