import type { Metadata } from 'next';
import type { SiteBrand } from '@/lib/brand';
import { pageRobots } from '@/lib/brand/server';
import { siteOrigin } from '@/lib/listings/seo';
import { hrefFor } from '@/lib/navigation';
import type { FrontMatter } from './front-matter';
import type { ContentRoute } from './pages';

/** A page of text for search engines: the front matter's title and description, its own URL as canonical. */
export function contentMetadata(brand: SiteBrand, route: ContentRoute, meta: FrontMatter): Metadata {
  const url = `${siteOrigin(brand)}${hrefFor(brand, route)}`;
  return {
    title: meta.title,
    description: meta.description,
    alternates: { canonical: url },
    openGraph: { type: 'article', url, siteName: brand.name, locale: 'en_US', title: meta.title, description: meta.description, modifiedTime: meta.updated },
    robots: pageRobots(),
  };
}
