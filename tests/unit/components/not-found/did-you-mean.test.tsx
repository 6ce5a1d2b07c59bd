// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DidYouMean } from '@/components/not-found/did-you-mean';
import { searchRoute } from '@/lib/navigation';
import { brandOf, renderWithBrand, siteBrandKeys } from '../render-with-brand';

afterEach(cleanup);

const suggestions = [
  { label: 'Llano County, TX', route: searchRoute({ state: 'texas', area: { type: 'county', slug: 'llano-county' } }) },
  { label: 'Llano, TX', route: searchRoute({ state: 'texas', area: { type: 'city', slug: 'llano' } }) },
];

const countyPath = { land: '/texas-land-for-sale/llano-county/', farm: '/search/texas/llano-county/', rec: '/texas-land-for-sale/llano-county' };

describe('DidYouMean', () => {
  it.each(siteBrandKeys)('lists the suggestions in order as links to their searches in the %s dialect', (key) => {
    renderWithBrand(key, <DidYouMean brand={brandOf(key)} suggestions={suggestions} />);
    const nav = screen.getByRole('navigation', { name: 'Did you mean?' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Llano County, TX', 'Llano, TX']);
    expect(links[0]).toHaveAttribute('href', countyPath[key]);
  });

  it('renders nothing without suggestions', () => {
    const { container } = renderWithBrand('land', <DidYouMean brand={brandOf('land')} suggestions={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('writes a label as text, never as markup', () => {
    renderWithBrand('land', <DidYouMean brand={brandOf('land')} suggestions={[{ label: '<img src=x onerror=alert(1)>', route: searchRoute({ state: 'texas' }) }]} />);
    expect(screen.getByRole('link')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
