/**
 * Where the MapLibre worker is served from. MapLibre 6 looks for its worker beside its own module, which
 * in the app's bundle is a chunk URL with no worker next to it; without the worker the map draws only
 * its background (DESIGN §7). scripts/lib.mjs copies maplibre-gl/dist/maplibre-gl-worker.mjs into public/
 * before every build, start and test run.
 */
export const MAPLIBRE_WORKER_URL = '/maplibre-gl-worker.mjs';
