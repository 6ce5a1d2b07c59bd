import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SiteBrand } from '@/lib/brand';
import { contentFiles, loadContentPage } from '@/lib/content-pages/server';
import { listingHref } from '@/lib/listings/detail';
import { priceDisplay } from '@/lib/listings/price-display';
import { hrefFor, routeForName, searchRoute } from '@/lib/navigation';
import { hasPage, type Route } from '@/lib/routing';
import type { SitemapListing, SitemapReading } from '@/lib/sitemap-pages/server';
import { SitemapPager } from './sitemap-pager';

const link = 'text-primary underline-offset-2 hover:underline';
const count = new Intl.NumberFormat('en-US');

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = `sitemap-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-bold">{heading}</h2>
      {children}
    </section>
  );
}

/** Names in columns, each a link with its number of listings. */
function PlaceList({ items }: { items: readonly { href: string; name: string; count: number }[] }) {
  return (
    <ul className="mt-3 gap-x-8 sm:columns-2 lg:columns-3 xl:columns-4">
      {items.map((item) => (
        <li key={item.href} className="break-inside-avoid py-1">
          <a href={item.href} className={link}>{item.name}</a> <span className="text-sm text-muted">({count.format(item.count)})</span>
        </li>
      ))}
    </ul>
  );
}

function ListingList({ brand, listings }: { brand: SiteBrand; listings: readonly SitemapListing[] }) {
  return (
    <ul className="mt-3 grid gap-x-8 gap-y-2 md:grid-cols-2">
      {listings.map((listing) => (
        <li key={listing.id} className="min-w-0">
          <a href={listingHref(brand, listing)} className={`${link} font-semibold`}>{listing.title}</a>
          <span className="block text-sm text-muted">{count.format(listing.acres)} acres · {priceDisplay(listing.price)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The HTML sitemap (SPEC §2.2): every state with listings, a state's counties, a county's listings, a
 * state's featured and new listings; plain links a person or a crawler can walk, rendered on the server.
 */
export async function SitemapPage({ brand, reading, heading }: { brand: SiteBrand; reading: SitemapReading; heading: string }) {
  const t = await getTranslations('sitemapPage');
  const sitemapOf = (location: string) => hrefFor(brand, { kind: 'sitemap', scope: 'location', location });
  const root = hrefFor(brand, { kind: 'sitemap', scope: 'root' });
  const body = (() => {
    switch (reading.kind) {
      case 'root': {
        const main: { route: Route; label: string }[] = [
          { route: { kind: 'home' }, label: t('pages.home', { brand: brand.name }) },
          { route: searchRoute(), label: t('pages.search') },
          { route: { kind: 'directory', page: 0 }, label: t('pages.directory') },
          { route: { kind: 'explore' }, label: t('pages.explore') },
          { route: { kind: 'financing' }, label: t('pages.financing') },
          ...contentFiles.map((file) => ({ route: routeForName(file), label: loadContentPage(brand.key, file)?.meta.title ?? '' })),
        ];
        return (
          <>
            <Section heading={t('byState')}>
              <PlaceList items={reading.states.map((state) => ({ href: sitemapOf(state.slug), name: state.name, count: state.count }))} />
            </Section>
            <Section heading={t('browse')}>
              <ul className="mt-3 gap-x-8 sm:columns-2 lg:columns-3">
                {main.filter(({ route, label }) => hasPage(route) && label !== '').map(({ route, label }) => (
                  <li key={label} className="py-1"><a href={hrefFor(brand, route)} className={link}>{label}</a></li>
                ))}
              </ul>
            </Section>
          </>
        );
      }
      case 'state': {
        const { state } = reading;
        const more = (['featured-listing', 'new-listing'] as const).map((scope) => ({ scope, href: hrefFor(brand, { kind: 'sitemap', scope, stateAbbreviation: state.abbreviation }) })).filter(({ href }) => href !== root);
        return (
          <>
            <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              <a href={hrefFor(brand, searchRoute({ state: state.slug }))} className={`${link} font-semibold`}>{t('allIn', { place: state.name, count: state.count })}</a>
              {more.map(({ scope, href }) => <a key={scope} href={href} className={link}>{t(scope === 'featured-listing' ? 'featuredIn' : 'newIn', { place: state.name })}</a>)}
            </p>
            <Section heading={t('byCounty', { state: state.name })}>
              <PlaceList items={reading.counties.map((county) => ({ href: sitemapOf(`${county.slug}-${state.abbreviation.toLowerCase()}`), name: county.name, count: county.count }))} />
            </Section>
          </>
        );
      }
      case 'county': {
        const { county, state, listings, paging } = reading;
        const search = hrefFor(brand, searchRoute({ state: state.slug, area: { type: 'county', slug: county.slug } }));
        const location = `${county.slug}-${state.abbreviation.toLowerCase()}`;
        return (
          <>
            <p className="mt-4"><a href={search} className={`${link} font-semibold`}>{t('allIn', { place: `${county.name}, ${state.abbreviation}`, count: county.count })}</a></p>
            <Section heading={t('listings')}>
              {listings.length === 0 ? <p className="mt-3 text-muted">{t('none')}</p> : <ListingList brand={brand} listings={listings} />}
              <SitemapPager paging={paging} hrefOf={(page) => hrefFor(brand, { kind: 'sitemap', scope: 'location', location, ...(page > 0 ? { page } : {}) })} />
            </Section>
          </>
        );
      }
      case 'featured':
      case 'new': {
        const scope = reading.kind === 'featured' ? 'featured-listing' : 'new-listing';
        return (
          <>
            {reading.listings.length === 0 ? <p className="mt-6 text-muted">{t('none')}</p> : <ListingList brand={brand} listings={reading.listings} />}
            <SitemapPager paging={reading.paging} hrefOf={(page) => hrefFor(brand, { kind: 'sitemap', scope, stateAbbreviation: reading.state.abbreviation, ...(page > 0 ? { page } : {}) })} />
          </>
        );
      }
    }
  })();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8" data-route-kind="sitemap">
      {reading.kind !== 'root' && (
        <nav aria-label={t('breadcrumb')} className="mb-2 text-sm">
          <a href={root} className={link}>{t('title')}</a>
          {reading.kind !== 'state' && <> › <a href={sitemapOf(reading.state.slug)} className={link}>{reading.state.name}</a></>}
        </nav>
      )}
      <h1 className="text-3xl font-bold">{heading}</h1>
      {body}
    </div>
  );
}
