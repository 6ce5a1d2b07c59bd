import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { SiteBrand } from '@/lib/brand';
import { serializeJsonLd, siteOrigin } from '@/lib/listings/seo';
import { breadcrumbListJsonLd } from '@/lib/search/breadcrumb-json-ld';
import { parentCounty, placeBreadcrumbs } from '@/lib/search/place-breadcrumbs';
import type { ResolvedLocation } from '@/lib/search/resolve-location';
import type { PlaceSlugs } from '@/lib/search/url-from-criteria';
import { SearchLink } from './search-link';

interface Props {
  brand: SiteBrand;
  location: ResolvedLocation;
  place: PlaceSlugs;
}

/**
 * Home > Texas > Llano County above a search's heading: links to the plain searches of the places
 * around this one, the page's own place last and unlinked, and the same trail as schema.org
 * BreadcrumbList for search engines. Nothing for a national search.
 */
export async function SearchBreadcrumbs({ brand, location, place }: Props) {
  const [t, parent] = await Promise.all([getTranslations('listing.breadcrumbs'), parentCounty(location)]);
  const crumbs = placeBreadcrumbs(brand, t('home'), location, place, parent);
  const current = crumbs.at(-1);
  if (!current || crumbs.length < 2) return null;
  return (
    <>
      <Breadcrumbs label={t('label')} crumbs={crumbs.slice(0, -1)} current={current.label} className="mb-2" CrumbLink={SearchLink} />
      {/* serializeJsonLd writes every `<` as \u003c: no place name can end the script. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(breadcrumbListJsonLd(siteOrigin(brand), crumbs)) }} />
    </>
  );
}
