// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingPlacard } from '@/components/search/listing-placard';
import { PlacardContactAction } from '@/components/search/placard-contact-action';
import { dataLayerListing } from '@/lib/analytics';
import { listingContactAnswer } from '@/lib/leads';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';
import { contactFor, fakeFetch, type FetchCall } from '../listing/contact-fixtures';
import { lazyChunkWait } from '../lazy-wait';
import { renderInLayout } from '../render-in-layout';
import { placardFixture } from './placard-fixture';

class NoopObserver {
  observe() {}
  disconnect() {}
  unobserve() {}
  takeRecords() { return []; }
}
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;

/** What GET /api/leads/contact/{id} answers for a listing that takes leads (as the route builds it). */
function contactAnswer(listing: Placard) {
  const contact = contactFor();
  return listingContactAnswer({
    ...contact,
    brokerName: listing.brokerName ?? '',
    title: listing.title,
    payload: { ...contact.payload, leadSource: 'search results', listingId: listing.id, brokerId: listing.accountId, propertyTitle: listing.title },
  });
}

/**
 * The browser's fetch: the listing contact endpoint answers for the listings in `taking` (404 for any
 * other), and the phone check and the lead endpoint as the listing page's tests have them.
 */
function fakeSite(taking: readonly Placard[]) {
  const form = fakeFetch();
  const contactAsks: string[] = [];
  const fetch = async (input: string, init?: RequestInit): Promise<Response> => {
    const asked = /^\/api\/leads\/contact\/(\d+)$/.exec(input);
    if (!asked) return form.fetch(input, init);
    contactAsks.push(input);
    const listing = taking.find((l) => l.id === Number(asked[1]));
    return listing ? Response.json(contactAnswer(listing)) : Response.json({ errors: ['This listing is not taking messages.'] }, { status: 404 });
  };
  vi.stubGlobal('fetch', vi.fn(fetch));
  return { contactAsks, leadPosts: (): FetchCall[] => form.calls.filter((call) => call.url === '/api/leads') };
}

// The contact props of a listing are asked once while the module lives (this whole file), so each test speaks of listings of its own.
const placard = (id: number, overrides: Partial<Placard> = {}): Placard => ({ ...placardFixture, id, title: `${id} Acres on Sandy Creek`, ...overrides });

function renderPlacards(listings: readonly Placard[], href = (l: Placard) => `/property/llano-county-tx/${l.id}/`) {
  return renderInLayout('land', (
    <ol>
      {listings.map((l) => <li key={l.id}><ListingPlacard listing={l} href={href(l)} brokerHref="/member/jolene-greer/5/" /></li>)}
    </ol>
  ));
}

const contactLink = (listing: Placard) => within(document.querySelector<HTMLElement>(`article[data-listing-id="${listing.id}"]`)!).getByRole('link', { name: 'Contact broker' });

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe("a placard's Contact broker", () => {
  it('is a plain link to the contact card in the markup the server sends (no JavaScript needed)', () => {
    const listing = placard(41);
    const html = renderToString(
      <PlacardContactAction listingId={listing.id} href="/property/llano-county-tx/41/#contact" analytics={dataLayerListing(listing)} className="x" data-testid="contact-action">
        Contact broker
      </PlacardContactAction>,
    );
    expect(html).toBe('<a href="/property/llano-county-tx/41/#contact" class="x" data-testid="contact-action">Contact broker</a>');
  });

  it('opens the labelled contact modal over the page: the URL stays, focus moves in, Escape closes it and focus returns to the link', async () => {
    const listing = placard(42);
    const site = fakeSite([listing]);
    const user = userEvent.setup();
    renderPlacards([listing]);
    const link = contactLink(listing);
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    const url = window.location.href;

    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Email Jolene Greer' }, lazyChunkWait);
    expect(window.location.href).toBe(url);
    expect(site.contactAsks).toEqual(['/api/leads/contact/42']);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Over the page, not inside the placard (which may sit in a scrolled row), and a full-screen sheet on phones.
    expect(document.querySelector('article')?.contains(dialog)).toBe(false);
    expect(dialog).toHaveClass('h-[100dvh]', 'sm:h-auto');
    // Pushed by an effect of the shown modal, which may run just after the dialog is in the document.
    await waitFor(() => expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'lead viewed', listingId: 42, accountId: 5 })]));
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toHaveFocus(), lazyChunkWait);
    expect(within(dialog).getByLabelText('Message')).toHaveValue('I am interested in 42 Acres on Sandy Creek. Please send me more information about this property.');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
    // The browser does not follow the link (jsdom would not leave the page anyway), and opening it
    // again asks for nothing more.
    expect(fireEvent.click(link)).toBe(false);
    await screen.findByRole('dialog', { name: 'Email Jolene Greer' }, lazyChunkWait);
    expect(site.contactAsks).toHaveLength(1);
    expect(window.dataLayer?.filter((entry) => 'event' in entry && entry.event === 'lead viewed')).toHaveLength(2);
  });

  it("sends the lead as the listing page's form does, with the lead source search results; another placard's modal starts fresh", async () => {
    const [first, second] = [placard(43), placard(44, { brokerName: 'Sam Ortega' })];
    const site = fakeSite([first, second]);
    const user = userEvent.setup();
    renderPlacards([first, second]);

    await user.click(contactLink(first));
    const modal = await screen.findByRole('dialog', { name: 'Email Jolene Greer' }, lazyChunkWait);
    const dialog = within(modal);
    // The real form (its code is a chunk of its own) marks itself with aria-busy.
    await waitFor(() => expect(modal.querySelector('form[aria-busy]')).not.toBeNull(), lazyChunkWait);
    await user.type(dialog.getByLabelText('Full name'), 'Dana Buyer');
    await user.type(dialog.getByLabelText('Email'), 'dana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));
    expect(await dialog.findByRole('status', {}, lazyChunkWait)).toHaveTextContent('Your message has been sent');
    expect(site.leadPosts()).toEqual([{
      url: '/api/leads',
      body: expect.objectContaining({ name: 'Dana Buyer', email: 'dana@example.com', payload: contactAnswer(first).data.payload }),
    }]);
    expect(site.leadPosts()[0]?.body).toMatchObject({ payload: { leadSource: 'search results', listingId: 43 } });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'lead generated', listingId: 43, leadSource: 'search results' }));

    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await user.click(contactLink(second));
    const other = within(await screen.findByRole('dialog', { name: 'Email Sam Ortega' }, lazyChunkWait));
    expect(other.queryByRole('status')).toBeNull();
    expect(other.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
  });

  it('leaves a click that asks for a new tab or window to the browser', async () => {
    const listing = placard(45);
    const site = fakeSite([listing]);
    // A link into this same document, so the browser's own navigation is a hash change jsdom can make.
    renderPlacards([listing], () => window.location.pathname);
    const link = contactLink(listing);
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true);
    expect(site.contactAsks).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows the link to the listing page when the listing no longer takes leads', async () => {
    const listing = placard(46);
    const site = fakeSite([]);
    renderPlacards([listing], () => window.location.pathname);
    await userEvent.setup().click(contactLink(listing));
    await waitFor(() => expect(window.location.hash).toBe('#contact'), lazyChunkWait);
    // Asked (a refused ask is asked again next time, so the pointer's early ask may add one), and no modal.
    expect(new Set(site.contactAsks)).toEqual(new Set(['/api/leads/contact/46']));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.dataLayer ?? []).toEqual([]);
  });

  it('starts loading the modal and the contact when the pointer reaches the link', async () => {
    const listing = placard(47);
    const site = fakeSite([listing]);
    renderPlacards([listing]);
    fireEvent.pointerEnter(contactLink(listing));
    await waitFor(() => expect(site.contactAsks).toEqual(['/api/leads/contact/47']), lazyChunkWait);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
