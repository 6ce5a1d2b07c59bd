import type { SiteBrand } from '@/lib/brand';
import { contentFiles } from '@/lib/content-pages/pages';
import { listingHref } from '@/lib/listings/detail';
import { siteOrigin } from '@/lib/listings/seo';
import { financeCenterQuery, hrefFor, routeForName, searchRoute } from '@/lib/navigation';
import { brokerNameSlug, exploreSections, hasPage, type Route } from '@/lib/routing';
import { brokersOfPart, listingsOfPart, placesWithListings, sitemapFiles, stateTypesWithListings } from './sitemap-data';
import { sitemapFileName, type SitemapFile } from './sitemap-files';
import { sitemapIndexXml, URLSET_CLOSE, URLSET_OPEN, urlElement, type SitemapEntry } from './sitemap-xml';

// A brand's XML sitemap (docs/crawling.md): the index, and each file streamed as its rows are read.

/** The index at /sitemap.xml: every file at the brand's origin, with its newest change. */
export async function sitemapIndexFor(brand: SiteBrand): Promise<string> {
  const origin = siteOrigin(brand);
  const files = await sitemapFiles();
  return sitemapIndexXml(files.map(({ file, lastmod }) => ({ loc: `${origin}/sitemaps/${sitemapFileName(file)}.xml`, lastmod })));
}

/**
 * The pages file: home, search, directory, the explore and finance pages, every state and county with
 * listings, every state and property type with listings, and the pages of text.
 */
async function pageEntries(brand: SiteBrand): Promise<SitemapEntry[]> {
  const origin = siteOrigin(brand);
  const at = (route: Route, lastmod?: Date | null) => ({ loc: `${origin}${hrefFor(brand, route)}`, lastmod });
  const [places, stateTypes] = await Promise.all([placesWithListings(), stateTypesWithListings()]);
  const newest = places.reduce<Date | null>((latest, place) => (!latest || place.lastmod > latest ? place.lastmod : latest), null);
  const fixed: Route[] = [
    { kind: 'home' }, searchRoute(), { kind: 'directory', page: 0 }, { kind: 'sitemap', scope: 'root' }, { kind: 'explore' },
    ...exploreSections.map((section) => ({ kind: 'explore', section }) as const), ...contentFiles.map((file) => routeForName(file)),
  ];
  const finance = financeCenterQuery(brand);
  return [
    ...fixed.filter(hasPage).map((route) => at(route, route.kind === 'home' || route.kind === 'search' ? newest : null)),
    ...(finance ? [{ loc: `${origin}${hrefFor(brand, { kind: 'financing' }, finance)}` }] : []),
    ...places.map((place) => at(searchRoute({ state: place.stateSlug, ...(place.countySlug ? { area: { type: 'county' as const, slug: place.countySlug } } : {}) }), place.lastmod)),
    ...stateTypes.map((row) => at(searchRoute({ state: row.stateSlug, propertyType: row.typeSlug }), row.lastmod)),
  ];
}

async function* fileEntries(brand: SiteBrand, file: SitemapFile): AsyncGenerator<SitemapEntry[]> {
  const origin = siteOrigin(brand);
  if (file.kind === 'pages') {
    yield await pageEntries(brand);
    return;
  }
  if (file.kind === 'listings') {
    for await (const rows of listingsOfPart(file.part)) yield rows.map((row) => ({ loc: `${origin}${listingHref(brand, row)}`, lastmod: row.updatedAt }));
    return;
  }
  for await (const rows of brokersOfPart(file.part)) {
    yield rows.map((row) => ({ loc: `${origin}${hrefFor(brand, { kind: 'broker-profile', id: row.id, name: brokerNameSlug(row.contactName, row.companyName) })}`, lastmod: row.updatedAt }));
  }
}

/** One sitemap file as a stream of UTF-8: written batch by batch while the rows are read. */
export function sitemapFileStream(brand: SiteBrand, file: SitemapFile): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = fileEntries(brand, file);
  let opened = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(URLSET_OPEN));
        return;
      }
      const next = await batches.next();
      if (next.done) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
        return;
      }
      controller.enqueue(encoder.encode(next.value.map(urlElement).join('')));
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
}
