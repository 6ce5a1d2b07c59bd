import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { currentBrand } from '@/lib/brand/current-brand';

/** Internal brand segment: only reachable through the proxy's rewrite for the same brand. */
export default async function BrandLayout({ children, params }: { children: ReactNode; params: Promise<{ brand: string }> }) {
  const [{ brand: segment }, brand] = await Promise.all([params, currentBrand()]);
  if (segment !== brand.key) notFound();
  return (
    <>
      <SiteHeader brand={brand} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter brand={brand} />
    </>
  );
}
