import type { JsonLd } from '@/lib/listings/seo/json-ld';
import type { Crumb } from './place-breadcrumbs';

/** schema.org BreadcrumbList of a trail, with absolute URLs on the brand's `origin` (serialize with serializeJsonLd). */
export function breadcrumbListJsonLd(origin: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.label, item: `${origin}${crumb.href}` })),
  };
}
