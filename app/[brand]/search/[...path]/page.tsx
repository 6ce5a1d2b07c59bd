import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { SearchResults } from '@/components/search/search-results';
import { pageBrand } from '@/lib/brand/page';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { splitQuerySegment } from '@/lib/proxy/internal-path';
import { routeFromSegments, type SearchRoute } from '@/lib/routing';
import { readSearchRoute } from '@/lib/search/criteria-from-url';
import { freeTextTarget } from '@/lib/search/free-text';
import { searchUrl } from '@/lib/search/place-slugs';
import { resolveLocation } from '@/lib/search/resolve-location';
import { searchDescription, searchTitle } from '@/lib/search/search-title';

/** One reading per request: metadata and page both need it (keyed by value, as React's cache compares arguments). */
const read = cache((route: string, query: string) => readSearchRoute(JSON.parse(route) as SearchRoute, new URLSearchParams(query)));

type Props = { params: Promise<{ path: string[] }> };

// Cached per brand and URL, the query included (the proxy folds it into the path; docs/caching.md).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** Params and query -> brand, route, place and criteria; values the database cannot hold are a 404. */
const load = (props: Props) => notFoundOnInputError(() => loadSearch(props));

async function loadSearch({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const { segments, query: rawQuery } = splitQuerySegment(path);
  const route = routeFromSegments(brand.urlDialect, 'search', segments);
  if (!route) notFound();
  const text = new URLSearchParams(rawQuery).get('q');
  if (text !== null) {
    // The hero box and the search box submit free text: a place goes to its own URL, anything else is a keyword search.
    if (!(await resolveLocation(route))) notFound();
    redirect(await freeTextTarget(brand, text));
  }
  const parsed = await read(JSON.stringify(route), rawQuery);
  if (!parsed.ok) notFound();
  if (parsed.rejected.length > 0) redirect(await searchUrl(brand, parsed.criteria));
  return { brand, route, location: parsed.location, criteria: parsed.criteria };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const [{ location, criteria }, t] = await Promise.all([load(props), getTranslations()]);
  // A national search keeps the brand's description: a key set to undefined would remove it.
  const description = searchDescription(t, criteria, location.label);
  return { title: searchTitle(t, criteria, location.label), ...(description ? { description } : {}) };
}

export default async function SearchPage(props: Props) {
  const { brand, route, location, criteria } = await load(props);
  const heading = searchTitle(await getTranslations(), criteria, location.label);
  return <SearchResults brand={brand} criteria={criteria} heading={heading} place={{ state: route.state, area: route.area }} location={location} />;
}
