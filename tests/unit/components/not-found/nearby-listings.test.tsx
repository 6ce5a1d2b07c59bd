// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NearbyListings } from '@/components/not-found/nearby-listings';
import { MarketStatus } from '@/lib/domain';
import { searchRoute } from '@/lib/navigation';
import { placardFixture } from '../search/placard-fixture';
import { brandOf, renderWithBrand } from '../render-with-brand';

afterEach(cleanup);

const nearby = {
  label: 'Llano County, Texas',
  route: searchRoute({ state: 'texas', area: { type: 'county', slug: 'llano-county' } }),
  listings: [placardFixture, { ...placardFixture, id: 43, title: 'Ranch on the Llano River', marketStatus: MarketStatus.UNDER_CONTRACT, imageIds: [] }],
};

describe('NearbyListings', () => {
  it('shows each listing as one link to its page with price, acres, title and place, and the search of the place', () => {
    renderWithBrand('rec', <NearbyListings brand={brandOf('rec')} nearby={nearby} />);
    const section = screen.getByRole('region', { name: 'Similar listings near Llano County, Texas' });
    expect(within(section).getByRole('link', { name: 'See all land for sale in Llano County, Texas' })).toHaveAttribute('href', '/texas-land-for-sale/llano-county');
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement).getByRole('link');
    expect(first).toHaveAttribute('href', '/llano-county-tx/pid/42');
    expect(first).toHaveTextContent('$250,000');
    expect(first).toHaveTextContent('40 acres');
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('40 Acres on Sandy Creek');
    expect(first).toHaveTextContent('Llano, Llano, TX');
    expect(within(first).getByRole('presentation')).toHaveAttribute('src', expect.stringMatching(/^\/resizedimages\/216\/320\/.*1-7$/));
  });

  it('marks a listing under contract and leaves out the photo it does not have', () => {
    renderWithBrand('land', <NearbyListings brand={brandOf('land')} nearby={nearby} />);
    const second = screen.getAllByRole('article')[1] as HTMLElement;
    expect(second).toHaveTextContent('Under Contract');
    expect(second.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('article')[0]).not.toHaveTextContent('Under Contract');
  });

  it('brings no script: no button, no form, nothing but links', () => {
    const { container } = renderWithBrand('land', <NearbyListings brand={brandOf('land')} nearby={nearby} />);
    expect(container.querySelectorAll('button, form, input, script')).toHaveLength(0);
  });
});
