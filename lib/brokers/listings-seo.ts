import type { Metadata } from 'next';
import type { SiteBrand } from '@/lib/brand';
import { siteOrigin } from '@/lib/listings/seo';

/** A broker listings page for search engines and sharing: its title, description and own URL on the brand's origin as canonical. */
export function brokerListingsMetadata(brand: SiteBrand, copy: { title: string; description: string }, href: string): Metadata {
  const url = `${siteOrigin(brand)}${href}`;
  const { title, description } = copy;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, siteName: brand.name, locale: 'en_US', title, description },
  };
}
