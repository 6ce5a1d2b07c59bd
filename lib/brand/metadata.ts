import type { Metadata } from 'next';
import { assetContentType } from './asset-content-type';
import { isDemoMode } from '@/lib/env';
import type { SiteBrand } from './schema';

export function brandAssetPath(brand: SiteBrand, file: string): string {
  return `/brand-assets/${brand.key}/${file}`;
}

/** A page title in the brand's pattern ("Page not found | Acrewise"), as Next applies `title.template`. */
export function brandTitle(brand: SiteBrand, title: string): string {
  return brand.titlePattern.replace(/%s/g, title);
}

/**
 * SPEC §4 robots meta: outside production noindex and nofollow on every page; in production noindex
 * only for a page whose noIndex flag is set (undefined: the default, index and follow).
 */
export function pageRobots(noIndex = false): Metadata['robots'] {
  if (isDemoMode()) return { index: false, follow: false };
  return noIndex ? { index: false, follow: true } : undefined;
}

/**
 * Title pattern, icons, manifest and robots rules per brand (SPEC §1, §4 robots meta). No default
 * title: every page names itself (the home page its `homeTitle`), so a page that names nothing, the
 * 404, never wears the home page's title; the 404 renders its own `<title>` (BrandNotFound).
 */
export function brandMetadata(brand: SiteBrand): Metadata {
  return {
    title: { default: '', template: brand.titlePattern },
    description: brand.description,
    applicationName: brand.name,
    icons: {
      icon: [{ url: brandAssetPath(brand, brand.theme.icon), type: assetContentType(brand.theme.icon) }],
      apple: [{ url: brandAssetPath(brand, 'apple-touch-icon.png') }],
    },
    manifest: brandAssetPath(brand, 'manifest.webmanifest'),
    robots: pageRobots(),
  };
}
