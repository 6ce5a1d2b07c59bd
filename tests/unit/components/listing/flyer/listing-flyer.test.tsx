// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createTranslator, type Messages } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListingFlyer } from '@/components/listing/flyer/listing-flyer';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { listingFixture } from '../../../lib/listings/seo/listing-fixture';

const translator = () => createTranslator({ locale: 'en-US', messages: loadCompiledMessages('farm') as Messages });
vi.mock('next-intl/server', () => ({ getTranslations: async () => translator() }));
vi.mock('@/lib/i18n/server-labels', async () => {
  const { enumLabels } = await import('@/lib/i18n/labels');
  return { getLabels: async () => enumLabels(translator() as never) };
});

afterEach(cleanup);
const farm = siteBrand('farm') as SiteBrand;

describe('ListingFlyer (one Letter page)', () => {
  it('shows the SPEC §9 flyer photo, title, facts, description, broker and the listing URL with a QR code', async () => {
    render(await ListingFlyer({ brand: farm, listing: listingFixture() }));
    const flyer = document.querySelector('[data-flyer]') as HTMLElement;
    const photo = within(flyer).getByRole('img', { name: 'Photo of 61 Acres on Sandy Creek' });
    expect(photo).toHaveAttribute('src', '/resizedimages/394/591/cover/80/webp/1-901');
    expect(photo).toHaveAttribute('height', '394');
    expect(within(flyer).getByRole('heading', { level: 1 })).toHaveTextContent('61 Acres on Sandy Creek');
    expect(within(flyer).getByText('$425,000')).toBeInTheDocument();
    expect(within(flyer).getByText(/a seasonal creek and a stock tank/)).toBeInTheDocument();
    expect(within(flyer).getByTestId('flyer-broker')).toHaveTextContent('Jolene Greer');
    expect(within(flyer).getByTestId('flyer-broker')).toHaveTextContent('Phone: (512) 555-0100');
    expect(within(flyer).getByText('http://farm.localhost:3000/property/llano-county-tx-4242/')).toBeInTheDocument();
    expect(within(flyer).getByRole('img', { name: 'QR code with the address of this listing online' }).querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('has a Print button and a link back outside the printed page, and print CSS for one Letter page without site chrome', async () => {
    render(await ListingFlyer({ brand: farm, listing: listingFixture() }));
    const flyer = document.querySelector('[data-flyer]') as HTMLElement;
    expect(within(flyer).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print flyer' })).toHaveClass('print:hidden');
    expect(screen.getByRole('link', { name: 'Back to the listing' })).toHaveAttribute('href', '/property/llano-county-tx-4242/');
    const css = document.querySelector('style')?.textContent ?? '';
    expect(css).toContain('@page { size: letter; margin: 0.5in; }');
    expect(css).toMatch(/body:has\(\[data-flyer\]\) > header, body:has\(\[data-flyer\]\) > footer/);
    expect(css).toMatch(/\[data-flyer\] \{ width: 7\.5in !important; height: 10in !important;/);
  });

  it('leaves the broker out for free-tier and courtesy listings (SPEC §4)', async () => {
    render(await ListingFlyer({ brand: farm, listing: listingFixture({ listingLevel: 3, upgradeLevelId: 0 }) }));
    expect(screen.queryByTestId('flyer-broker')).toBeNull();
    cleanup();
    render(await ListingFlyer({ brand: farm, listing: listingFixture({ upgradeLevelId: -10 }) }));
    expect(screen.queryByTestId('flyer-broker')).toBeNull();
  });
});
