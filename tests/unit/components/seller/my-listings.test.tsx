// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MyListings } from '@/components/seller/my-listings';
import { MarketStatus } from '@/lib/domain';
import { accountApi, json, resetAccountPageEachTest } from '../account/account-api';
import { renderInLayout } from '../render-in-layout';
import { listingsPage, myListing } from './seller-fixtures';

// "My listings" in the browser (docs/seller-workspace.md): the seller's listings as rows, each with a
// link to its numbers when the page is given the numbers page's path.

resetAccountPageEachTest();

const listingsUrl = 'GET /api/seller/listings?status=all&sort=updated&page=1';
const rows = [myListing(7, 'Llano River ranch'), myListing(9, 'Hill Country hunting tract', { marketStatus: MarketStatus.UNDER_CONTRACT })];

describe('my listings', () => {
  it('lists the seller\'s listings, one row each, with links to their pages', async () => {
    accountApi({ [listingsUrl]: json(listingsPage(rows)) });
    renderInLayout('land', <MyListings />);
    expect(await screen.findByRole('link', { name: 'Llano River ranch' })).toHaveAttribute('href', '/property/7/');
    expect(screen.getAllByTestId('my-listing')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Hill Country hunting tract' })).toHaveAttribute('href', '/property/9/');
  });

  it('links each row to its listing\'s numbers on the numbers page', async () => {
    accountApi({ [listingsUrl]: json(listingsPage(rows)) });
    renderInLayout('land', <MyListings numbersHref="/lands-connector/numbers/" />);
    await screen.findByRole('link', { name: 'Llano River ranch' });
    // Named "Numbers" and, for screen readers, the listing's title (jsdom drops the space a browser keeps between them).
    const numbers = screen.getAllByRole('link', { name: /^Numbers ?\S/ });
    expect(numbers.map((link) => link.getAttribute('href'))).toEqual(['/lands-connector/numbers/?listing=7', '/lands-connector/numbers/?listing=9']);
    const row = screen.getAllByTestId('my-listing')[1] as HTMLElement;
    expect(within(row).getByRole('link', { name: /^Numbers ?Hill Country hunting tract$/ })).toHaveAttribute('href', '/lands-connector/numbers/?listing=9');
    expect(within(row).getByText('Numbers')).toBeVisible();
  });

  it("links each live row to its listing's whole form on the add-listing page", async () => {
    const deleted = myListing(11, 'Old pasture', { marketStatus: 0, deletedAt: '2026-03-21T12:00:00.000Z' });
    accountApi({ [listingsUrl]: json(listingsPage([...rows, deleted])) });
    renderInLayout('land', <MyListings editHref="/addlisting/" />);
    await screen.findByRole('link', { name: 'Llano River ranch' });
    const edits = screen.getAllByRole('link', { name: /^Edit ?\S/ });
    expect(edits.map((link) => link.getAttribute('href'))).toEqual(['/addlisting/?listing=7', '/addlisting/?listing=9']);
  });

  it('shows each listing\'s cover photo beside its title, linked but out of the tab order, and says so when there is none', async () => {
    const bare = myListing(12, 'Bare pasture', { coverId: null, listingLevel: 23 });
    accountApi({ [listingsUrl]: json(listingsPage([...rows, bare])) });
    renderInLayout('land', <MyListings />);
    await screen.findByRole('link', { name: 'Llano River ranch' });
    const [first, , last] = screen.getAllByTestId('my-listing') as HTMLElement[];
    const thumbnail = within(first as HTMLElement).getByTestId('listing-thumbnail');
    const photoLink = thumbnail.querySelector('a');
    expect(photoLink).toHaveAttribute('href', '/property/7/');
    expect(photoLink).toHaveAttribute('tabindex', '-1');
    expect(photoLink).toHaveAttribute('aria-hidden', 'true');
    expect(thumbnail.querySelector('img')?.getAttribute('src')).toBe('/resizedimages/81/122/cover/80/webp/1-1007');
    expect(thumbnail.querySelector('img')?.getAttribute('srcset')).toBe('/resizedimages/162/244/cover/80/webp/1-1007 2x');
    expect(within(thumbnail).getByTestId('photo-count')).toHaveTextContent('3 photos');
    // The title stays the row's one link a keyboard or a screen reader meets.
    expect(within(first as HTMLElement).getAllByRole('link', { name: 'Llano River ranch' })).toHaveLength(1);
    expect(within(last as HTMLElement).getByTestId('listing-thumbnail')).toHaveTextContent('No photo');
    expect(within(last as HTMLElement).getByTestId('listing-level')).toHaveTextContent(/^premium$/i);
    expect(screen.getByRole('columnheader', { name: /^Views ?30 days$/ })).toBeInTheDocument();
  });

  it('has no numbers links without the numbers page', async () => {
    accountApi({ [listingsUrl]: json(listingsPage(rows)) });
    renderInLayout('land', <MyListings />);
    await screen.findByRole('link', { name: 'Llano River ranch' });
    expect(screen.queryByRole('link', { name: /^Numbers/ })).toBeNull();
  });
});
