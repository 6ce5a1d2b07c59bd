import { gzipSync } from 'node:zlib';

// First-load JavaScript of a page (DESIGN §6: 150 KB gzip per route): the scripts its HTML loads
// before anything else, gzip-compressed as they travel. Code loaded on demand (the map, the carousel,
// the combobox) is not first-load. Shared by `npm run bench:bundles`, `npm run bench:workspace` and
// tests/e2e/first-load.spec.ts.

export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

/** Same-origin `<script src>` paths of a page, without `nomodule` ones (modern browsers skip those). */
export function firstLoadScripts(html: string): string[] {
  const tags = [...html.matchAll(/<script([^>]*)\ssrc="([^"]+)"([^>]*)>/g)].filter((m) => !/nomodule/i.test(`${m[1]}${m[3]}`));
  return [...new Set(tags.map((m) => m[2] ?? ''))].filter((src) => src.startsWith('/'));
}

export function gzipBytes(body: Buffer): number {
  return gzipSync(body, { level: 9 }).length;
}

/**
 * Chunks a script loads on demand, as same-origin paths: Turbopack's loaders name them relative to the
 * build's asset folder (`"static/chunks/….js"`), which is the part of `scriptSrc` before `static/`.
 */
export function onDemandChunks(scriptBody: string, scriptSrc: string): string[] {
  const assets = scriptSrc.slice(0, Math.max(0, scriptSrc.indexOf('static/')));
  return [...new Set([...scriptBody.matchAll(/"(static\/chunks\/[\w.-]+\.js)"/g)].map((m) => `${assets}${m[1] ?? ''}`))];
}

export interface FetchedScript {
  body: Buffer;
  gzip: number;
}

export interface PageScripts {
  /** One script's body and gzip size, fetched once however many pages load it. */
  script(src: string, host: string): Promise<FetchedScript>;
  /** A page's first-load scripts (from its HTML) and their gzip bytes together. */
  firstLoad(html: string, host: string): Promise<{ scripts: string[]; bytes: number }>;
}

/** Scripts fetched with `fetchBody` and kept by path: a build's chunks are the same on every brand's host. */
export function pageScripts(fetchBody: (src: string, host: string) => Promise<Buffer>): PageScripts {
  const fetched = new Map<string, Promise<FetchedScript>>();
  const script = (src: string, host: string) => {
    let entry = fetched.get(src);
    if (!entry) {
      entry = fetchBody(src, host).then((body) => ({ body, gzip: gzipBytes(body) }));
      fetched.set(src, entry);
    }
    return entry;
  };
  return {
    script,
    async firstLoad(html, host) {
      const scripts = firstLoadScripts(html);
      const sizes = await Promise.all(scripts.map(async (src) => (await script(src, host)).gzip));
      return { scripts, bytes: sizes.reduce((a, b) => a + b, 0) };
    },
  };
}
