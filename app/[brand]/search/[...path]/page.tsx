import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { SearchResults } from '@/components/search/search-results';
import { pageBrand } from '@/lib/brand/page-brand';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { splitQuerySegment } from '@/lib/proxy/internal-path';
import { routeFromSegments, type Area } from '@/lib/routing';
import { criteriaFromUrl } from '@/lib/search/criteria-url';
import { freeTextTarget } from '@/lib/search/free-text';
import { resolveLocation } from '@/lib/search/resolve-location';
import { searchTitle } from '@/lib/search/search-title';
import { searchUrl } from '@/lib/search/search-url';

/** One lookup per request: metadata and page both need the place. */
const locate = cache((state?: string, type?: Area['type'], slug?: string) =>
  resolveLocation({ kind: 'search', state, area: type && slug ? { type, slug } : undefined, custom: [], page: 0 }),
);

type Props = { params: Promise<{ path: string[] }> };

// Cached per brand and URL, the query included (the proxy folds it into the path; docs/caching.md).
export const revalidate = 300;
export const generateStaticParams = () => [];

/** Params and query -> brand, route, place and criteria; values the database cannot hold are a 404. */
const load = (props: Props) => notFoundOnInputError(() => loadSearch(props));

async function loadSearch({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const { segments, query: rawQuery } = splitQuerySegment(path);
  const query = new URLSearchParams(rawQuery);
  const route = routeFromSegments(brand.urlDialect, 'search', segments);
  const location = route ? await locate(route.state, route.area?.type, route.area?.slug) : null;
  if (!route || !location) notFound();
  const text = query.get('q');
  if (text !== null) {
    // The hero box and the search box submit free text: a place goes to its own URL, anything else is a keyword search.
    redirect(await freeTextTarget(brand, text));
  }
  const parsed = criteriaFromUrl(route, query, location);
  if (!parsed.ok) notFound();
  if (parsed.rejected.length > 0) redirect(await searchUrl(brand, parsed.criteria));
  return { brand, route, location, criteria: parsed.criteria };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { location, criteria } = await load(props);
  return { title: searchTitle(await getTranslations(), criteria, location.label) };
}

export default async function SearchPage(props: Props) {
  const { brand, route, location, criteria } = await load(props);
  const heading = searchTitle(await getTranslations(), criteria, location.label);
  return <SearchResults brand={brand} criteria={criteria} heading={heading} place={{ state: route.state, area: route.area }} />;
}
