import { gzipSync } from 'node:zlib';

// First-load JavaScript of a page (DESIGN §6: 150 KB gzip per route): the scripts its HTML loads
// before anything else, gzip-compressed as they travel. Code loaded on demand (the map, the carousel,
// the combobox) is not first-load. Shared by `npm run bench:bundles` and tests/e2e/first-load.spec.ts.

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** Same-origin `<script src>` paths of a page, without `nomodule` ones (modern browsers skip those). */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(`${m[1]}${m[3]}`));
  return [...new Set(tags.map((m) => m[2] ?? ''))].filter((src) => src.startsWith('/'));
}

export function gzipBytes(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}
