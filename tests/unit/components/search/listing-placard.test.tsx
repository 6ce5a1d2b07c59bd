// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingPlacard } from '@/components/search/listing-placard';
import { placardCard, placardPhotoLoad, type PlacardPhotoLoad } from '@/components/search/placard-card';
import { placardAnalytics } from '@/components/search/placard-card-read';
import { PlacardMarkup } from '@/components/search/placard-markup';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';
import type { LinkProps } from '@/components/ui/link-props';
import type { SiteBrandKey } from '../render-with-brand';
import { placardFixture } from './placard-fixture';
import { renderInLayout } from '../render-in-layout';

afterEach(cleanup);

class NoopObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() { return []; }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

const base: Placard = placardFixture;

function renderPlacard(overrides: Partial<Placard> = {}, lookback?: number, brand: SiteBrandKey = 'land', load?: PlacardPhotoLoad) {
  return renderInLayout(brand, <ListingPlacard listing={{ ...base, ...overrides }} href="/property/x/42/" brokerHref="/member/jolene-greer/5/" priceChangeLookback={lookback} load={load} />);
}

describe('ListingPlacard (SPEC §4)', () => {
  it('shows price, acres, title link, place, broker block and contact action for an available premium listing', () => {
    renderPlacard();
    expect(screen.getByText('$250,000')).toBeInTheDocument();
    expect(screen.getByText('40 acres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '40 Acres on Sandy Creek' })).toHaveAttribute('href', '/property/x/42/');
    expect(screen.getByTestId('broker-block')).toHaveTextContent('Jolene Greer');
    // Without JavaScript (and for a new tab) the action is the link to the listing page's contact card.
    expect(screen.getByRole('link', { name: 'Contact broker' })).toHaveAttribute('href', '/property/x/42/#contact');
    expect(screen.getByTestId('contact-action')).toBe(screen.getByRole('link', { name: 'Contact broker' }));
    expect(screen.queryByTestId('status-pill')).toBeNull();
  });

  it('sizes the image by level and shows only the media the listing has', () => {
    renderPlacard();
    expect(screen.getByRole('img', { name: '40 Acres on Sandy Creek' })).toHaveAttribute('src', '/resizedimages/162/243/cover/80/webp/1-7');
    expect(screen.getByRole('list', { name: 'Media' })).toHaveTextContent('3D Tour');
    expect(screen.queryByText('Video')).toBeNull();
  });

  it('loads its photo lazily, eagerly in the first view, and fetches the first placard\'s photo first (the largest paint)', () => {
    const photo = () => screen.getByRole('img', { name: '40 Acres on Sandy Creek' });
    const shown = (load?: PlacardPhotoLoad) => {
      const { unmount } = renderPlacard({}, undefined, 'land', load);
      const seen = [photo().getAttribute('loading'), photo().getAttribute('fetchpriority')];
      unmount();
      return seen;
    };
    expect(shown()).toEqual(['lazy', null]);
    expect(shown('eager')).toEqual(['eager', null]);
    expect(shown('first')).toEqual(['eager', 'high']);
    expect([0, 1, 2, 3, 23].map(placardPhotoLoad)).toEqual(['first', 'eager', 'eager', undefined, undefined]);
  });

  it('hides the broker block and contact action for a free listing and shows Pending on mobile when under contract', () => {
    renderPlacard({ listingLevel: 3, marketStatus: 2 });
    expect(screen.queryByTestId('broker-block')).toBeNull();
    expect(screen.queryByTestId('contact-action')).toBeNull();
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Pending');
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Under Contract');
  });

  it('shows the sold date and no contact action for a sold listing', () => {
    renderPlacard({ marketStatus: 4, soldDate: '2026-03-07' });
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Sold Mar 7, 2026');
    expect(screen.queryByTestId('contact-action')).toBeNull();
  });

  it('gives a diamond listing the carousel with a counter once near the view, and a price-change tag with a lookback', () => {
    renderPlacard({ upgradeLevelId: 3, priceChangeAmount: -20_000 }, 30);
    expect(document.querySelector('[data-carousel]')).toHaveAttribute('data-carousel', 'waiting');
    expect(screen.getByText('Price reduced $20,000')).toBeInTheDocument();
  });

  it.each([
    [{ upgradeLevelId: 3 }, 'Diamond'], [{ upgradeLevelId: 2 }, 'Platinum'], [{ upgradeLevelId: 1 }, 'Gold'],
    [{ isShowcase: true }, 'Showcase'], [{ listingLevel: 30 }, 'Signature'],
  ] as const)('names its tier in words, capitalised in the text itself: %o is %s', (overrides, badge) => {
    renderPlacard(overrides);
    expect(screen.getByTestId('level-badge').textContent).toBe(badge);
  });

  it.each([
    ['a free account', { broker: { isFree: true, isActive: true } }],
    ['an inactive account', { broker: { isFree: false, isActive: false } }],
    ['a courtesy listing', { upgradeLevelId: -10 }],
    ['a sold listing', { marketStatus: 4 }],
  ] as const)('offers no contact for %s, whose page has no contact form', (_, overrides) => {
    renderPlacard(overrides);
    expect(screen.queryByTestId('contact-action')).toBeNull();
  });

  it('links its title with the link it is handed (the search page\'s client link), a plain anchor by default', () => {
    const TitleLink = ({ href, className, children }: LinkProps) => <a href={href} className={className} data-client-link="">{children}</a>;
    const card = placardCard(base, { href: '/property/x/42/', brokerHref: '/member/jolene-greer/5/' }, (key) => key);
    renderInLayout('land', <PlacardMarkup card={card} TitleLink={TitleLink} />);
    expect(screen.getByRole('link', { name: '40 Acres on Sandy Creek' })).toHaveAttribute('data-client-link');
    cleanup();
    renderPlacard();
    expect(screen.getByRole('link', { name: '40 Acres on Sandy Creek' })).not.toHaveAttribute('data-client-link');
  });

  it('shows no tier badge on free, standard and premium listings', () => {
    renderPlacard({ listingLevel: 23 });
    expect(screen.queryByTestId('level-badge')).toBeNull();
  });

  it.each(['land', 'farm', 'rec'] as const)('takes its words from the %s messages: status labels, media and contact', (brand) => {
    renderPlacard({ marketStatus: 3, hasVideo: true, hasCustomMap: true }, undefined, brand);
    expect(screen.getByTestId('status-pill')).toHaveTextContent('Off Market');
    expect(screen.getByRole('list', { name: 'Media' })).toHaveTextContent('Video3D TourMap');
    cleanup();
    renderPlacard({}, undefined, brand);
    expect(screen.getByTestId('contact-action')).toHaveTextContent('Contact broker');
  });
});

describe('placardCard: what crosses to the browser', () => {
  it('carries the listing\'s own facts and no words or URLs the browser works out itself', () => {
    const listing: Placard = { ...base, upgradeLevelId: 3, imageIds: [501, 502, 503, 510], hasVideo: true };
    const card = placardCard(listing, { href: '/property/x/42/', brokerHref: '/member/jolene-greer/5/' }, (key) => key);
    const json = JSON.stringify(card);
    expect(card.photos).toEqual({ prefix: '/resizedimages/360/990/cover/80/webp/1-', ids: [501, 1, 1, 7], width: 990, height: 360, carousel: true });
    expect(card.media).toEqual(['video', 'tour']);
    expect(card.contact).toBe(true);
    expect(card.facts).toEqual([listing.accountId, listing.price, listing.acres, listing.beds, listing.baths]);
    for (const derived of ['Diamond', 'badges', 'contactBroker', 'placard.media', 'listingTier', '"listingId"']) expect(json).not.toContain(derived);
  });

  it('draws the photos from their packed ids and names the level from the compact card', () => {
    const listing: Placard = { ...base, upgradeLevelId: 3, imageIds: [501, 502, 503, 510] };
    renderInLayout('land', <PlacardMarkup card={placardCard(listing, { href: '/property/x/42/', brokerHref: '/member/jolene-greer/5/' }, (key) => key)} TitleLink="a" />);
    expect(screen.getByRole('img', { name: '40 Acres on Sandy Creek' })).toHaveAttribute('src', '/resizedimages/360/990/cover/80/webp/1-501');
    expect(document.querySelector('[data-carousel]')).toHaveAttribute('data-carousel', 'waiting');
    expect(screen.getByTestId('level-badge').textContent).toBe('Diamond');
  });
});

describe('placardAnalytics', () => {
  it('gives the data layer the listing\'s id, level and stored facts', () => {
    expect(placardAnalytics({ id: 42, level: 'gold', facts: [5, 250_000, 40, null, 2.5] })).toEqual({
      listingId: 42, accountId: 5, listingTier: 'gold', price: 250_000, acres: 40, beds: null, baths: 2.5,
    });
  });
});
