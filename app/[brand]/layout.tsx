import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { AccountProvider } from '@/components/account/account-provider';
import { AccountIslands } from '@/components/account/account-islands';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { brandFont } from '@/lib/brand';
import { brandMetadata } from '@/lib/brand/server';
import { pageBrand } from '@/lib/brand/page';
import { themeStyle } from '@/lib/brand';
import { builtHref, hrefFor, namedHref } from '@/lib/navigation';
import { clientMessages } from '@/lib/i18n/client-messages';
import { popularNamesOrNull } from '@/lib/search/popular-names';
import '@/styles/globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return brandMetadata(await pageBrand());
}

export async function generateViewport(): Promise<Viewport> {
  const brand = await pageBrand();
  return { themeColor: brand.theme.themeColor, width: 'device-width', initialScale: 1 };
}

/**
 * The root layout, under the `[brand]` segment that only the proxy writes (by the host's brand): the
 * brand's font, colours, header and footer, and the copy its client components read.
 */
export default async function BrandLayout({ children }: { children: ReactNode }) {
  const brand = await pageBrand();
  const [t, messages, popular] = await Promise.all([getTranslations('meta'), getMessages(), popularNamesOrNull(brand.siteId)]);
  // Only this brand's font (lib/brand/fonts.ts); `font-display: optional` means it never re-flows text.
  // React writes the preload into the head once (a <link> element here was written twice).
  preload(brandFont(brand).file, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const ranking = popular && { stateIds: popular.states.map((s) => s.id), propertyTypeIds: popular.propertyTypes.map((p) => p.id) };
  return (
    <html
      lang="en"
      style={themeStyle(brand)}
      data-brand={brand.key}
      data-site-id={brand.siteId}
      data-error-path={hrefFor(brand, { kind: 'error' })}
    >
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <noscript>
          <p className="bg-primary p-2 text-center text-primary-text">{t('noscript')}</p>
        </noscript>
        <NextIntlClientProvider messages={clientMessages(messages)}>
          <UiStoreProvider>
            <AccountProvider>
              <SiteHeader brand={brand} />
              <main id="main" className="min-h-[60vh]">
                {children}
              </main>
              <SiteFooter brand={brand} ranking={ranking} />
              <AccountIslands sellerLinks={{ manage: namedHref(brand, 'lands-connector'), addListing: builtHref(brand, 'add-listing') }} />
            </AccountProvider>
          </UiStoreProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
