import type { Metadata } from 'next';
import type { getTranslations } from 'next-intl/server';
import type { SiteBrand } from '@/lib/brand';
import { pageRobots } from '@/lib/brand/server';
import { siteOrigin } from '@/lib/listings/seo';
import type { DirectoryReading } from './directory-page-data';
import { directoryHref } from './directory-view';

type Translate = Awaited<ReturnType<typeof getTranslations<'brokerDirectory'>>>;

/**
 * A directory page for search engines: its heading as title (with the page number past the first),
 * a count in the description, its own URL as canonical. Name searches and empty pages stay out of
 * the index (followed, not indexed): they are answers to one visitor's question, not places.
 */
export function directoryMetadata(brand: SiteBrand, reading: Extract<DirectoryReading, { ok: true }>, heading: string, t: Translate): Metadata {
  const { view, result, location } = reading;
  const url = `${siteOrigin(brand)}${directoryHref(brand.urlDialect, view)}`;
  const title = view.route.page > 0 ? t('pageTitle', { heading, page: view.route.page + 1 }) : heading;
  const description = t('metaDescription', { count: result.total, where: location.label ? ` in ${location.label}` : '' });
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, siteName: brand.name, locale: 'en_US', title, description },
    robots: pageRobots(view.name !== '' || result.total === 0),
  };
}
