// Paths the proxy lets through untouched (GET and HEAD only): files served as they are for every brand
// and the route handlers that are not pages. Everything else is a page path of the host's brand; so no
// request can reach app/[brand]/... with a brand segment the proxy did not write.

/** Files in public/ (the map worker and the brand fonts are copied there at install; robots.txt is each brand's, lib/proxy/crawler-files.ts). */
export const publicFiles: ReadonlySet<string> = new Set([
  '/maplibre-gl-worker.mjs',
  '/fonts/inter-latin-wght-normal.woff2',
  '/fonts/source-serif-4-latin-wght-normal.woff2',
  '/fonts/figtree-latin-wght-normal.woff2',
]);

const brandAsset = /^\/brand-assets\/[^/]+\/[^/]+$/;

export function isPassthroughPath(pathname: string): boolean {
  return publicFiles.has(pathname) || pathname === '/favicon.ico' || pathname.startsWith('/resizedimages/') || brandAsset.test(pathname);
}

/** Next's own endpoints that reach the proxy: the image optimizer is off (the product has its own). */
export function isNextInternalPath(pathname: string): boolean {
  return pathname.startsWith('/_next/');
}
