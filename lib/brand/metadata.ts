import type { Metadata } from 'next';
import { assetContentType } from './asset-content-type';
import { isDemoMode } from '@/lib/env';
import type { SiteBrand } from './schema';

export function brandAssetPath(brand: SiteBrand, file: string): string {
  return `/brand-assets/${brand.key}/${file}`;
}

/** Title pattern, icons, manifest and robots rules per brand (SPEC §1, §4 robots meta). */
export function brandMetadata(brand: SiteBrand): Metadata {
  const production = !isDemoMode();
  return {
    title: { default: brand.homeTitle, template: brand.titlePattern },
    description: brand.description,
    applicationName: brand.name,
    icons: {
      icon: [{ url: brandAssetPath(brand, brand.theme.icon), type: assetContentType(brand.theme.icon) }],
      apple: [{ url: brandAssetPath(brand, 'apple-touch-icon.png') }],
    },
    manifest: brandAssetPath(brand, 'manifest.webmanifest'),
    robots: production ? undefined : { index: false, follow: false },
  };
}
