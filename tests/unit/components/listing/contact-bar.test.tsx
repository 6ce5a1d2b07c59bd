// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ContactBar } from '@/components/listing/contact-bar';
import { ContactCard } from '@/components/listing/contact/contact-card';
import { LeadFormPlaceholder } from '@/components/listing/contact/lead-form-placeholder';
import type { DataLayerListing } from '@/lib/analytics/data-layer';
import { contactFor, renderInPage } from './contact-fixtures';
import { captureListingEvents } from './listing-event-capture';

const record: DataLayerListing = { listingId: 1234, accountId: 77, listingTier: 'gold', price: 250000, acres: 40, beds: null, baths: null };
const { fetchMock, sentEvents } = captureListingEvents();

/** A phone-sized window for the phone reveal's media query. */
function phoneViewport() {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: 390 >= min, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  }) as unknown as typeof window.matchMedia;
}

/** The bar as the page renders it: with the contact card, whose modal it opens. */
function renderBar(phone: string | null = '(512) 555-0100') {
  const contact = contactFor();
  renderInPage('land', (
    <>
      <ContactCard contact={contact} placeholder={<LeadFormPlaceholder idPrefix="contact-inline" contact={contact} />} />
      <ContactBar contact={contact} phone={phone} listing={record} />
    </>
  ));
  return within(screen.getByTestId('contact-bar'));
}

describe('ContactBar (phones)', () => {
  it('opens the contact card’s modal with the lead form and pushes lead viewed', async () => {
    const bar = renderBar();
    const button = bar.getByRole('button', { name: 'Contact broker' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Email Jane Broker' });
    // The real form (it marks itself with aria-busy) replaces the plain fields once its code is in.
    await waitFor(() => expect(dialog.querySelector('form[aria-busy]')).not.toBeNull());
    expect(within(dialog).getByLabelText('Full name')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'lead viewed', listingId: 1234 })]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('offers Call where the broker has a phone: it reveals the number as a tel: link and logs one phone click', async () => {
    phoneViewport();
    const bar = renderBar();
    expect(bar.queryByText('(512) 555-0100')).toBeNull();
    await userEvent.click(bar.getByRole('button', { name: 'Call' }));
    expect(bar.getByRole('link', { name: 'Call (512) 555-0100' })).toHaveAttribute('href', 'tel:+15125550100');
    expect(sentEvents()).toMatchObject([{ logType: 'phone click', listingId: 1234 }]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'click to see phone', listingId: 1234 })]);
  });

  it('has no Call without a phone', () => {
    const bar = renderBar(null);
    expect(bar.queryByRole('button', { name: 'Call' })).toBeNull();
    expect(bar.getAllByRole('button')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is fixed to the bottom below the tablet breakpoint only, and the body is padded by its height', () => {
    renderBar();
    const bar = screen.getByTestId('contact-bar');
    expect(bar).toHaveClass('fixed', 'inset-x-0', 'bottom-0', 'lg:hidden', 'print:hidden');
    // The padding (a :has() rule on the body, phones only) is the bar's own height, so the page's end scrolls clear of it.
    const height = [...bar.classList].find((c) => /^h-\d+$/.test(c))?.slice(2);
    expect(height).toBeDefined();
    expect(bar).toHaveClass(`max-lg:[body:has(&)]:pb-${height}`);
  });
});
