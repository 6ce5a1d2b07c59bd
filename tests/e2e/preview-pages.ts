import path from 'node:path';

// The per-brand preview (docs/preview.md): what the spec captures and the index shows, in this order.

export const previewDir = path.resolve(import.meta.dirname, '..', '..', 'reports', 'preview');

export const previewPages = [
  { kind: 'home', label: 'Home (full page, 1366 px)' },
  { kind: 'search-desktop', label: 'Texas search with the map (1366 x 768)' },
  { kind: 'search-mobile', label: 'Texas search on a phone (390 x 844)' },
  { kind: 'not-found', label: '404 page (full page, 1366 px)' },
] as const;

export type PreviewKind = (typeof previewPages)[number]['kind'];

export function previewFile(brand: string, kind: PreviewKind): string {
  return path.join(previewDir, brand, `${kind}.png`);
}
