import { randomInt } from 'node:crypto';
import type { FetchHtml } from './page-targets';

// Cold mode's URLs (`npm run bench:http -- --cold`): every request asks for a page no one asked for
// since the app started, as the long tail of filters, listings and crawlers does. A random start per
// run keeps a second run against the same app cold too.

/** The search at `searchPath` with a price floor no earlier request used (results barely change). */
export function distinctSearchPaths(searchPath: string): () => string {
  let next = randomInt(1_000, 1_000_000_000);
  return () => `${searchPath}?priceMin=${(next += 1)}`;
}

/** A path under the bare reference app no earlier request used. */
export function distinctBarePaths(): () => string {
  const run = randomInt(1, 2 ** 40).toString(36);
  let next = 0;
  return () => `/cold-${run}/${(next += 1)}`;
}

/** The listing paths of a brand's first listings sitemap, in random order (docs/crawling.md). */
export async function listingPaths(fetchHtml: FetchHtml, host: string): Promise<string[]> {
  const { status, body } = await fetchHtml('/sitemaps/listings-0.xml', host);
  if (status !== 200) throw new Error(`${host}: /sitemaps/listings-0.xml answered ${status}`);
  const paths = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
  for (let i = paths.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [paths[i], paths[j]] = [paths[j] as string, paths[i] as string];
  }
  return paths;
}

/** Each listing once; after the last, `exhausted` says so (later requests may be cache hits). */
export function distinctListingPaths(paths: readonly string[]): { next: () => string; exhausted: () => boolean } {
  let at = 0;
  return {
    next: () => paths[at++ % paths.length] as string,
    exhausted: () => at > paths.length,
  };
}
