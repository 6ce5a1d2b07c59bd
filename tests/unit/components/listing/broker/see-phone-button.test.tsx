// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SeePhoneButton } from '@/components/listing/broker/see-phone-button';
import type { DataLayerListing } from '@/lib/analytics/data-layer';
import { captureListingEvents } from '../listing-event-capture';

const listing: DataLayerListing = { listingId: 42, accountId: 5, listingTier: 'gold', price: 250000, acres: 40, beds: null, baths: null };
const { fetchMock, sentEvents } = captureListingEvents();

/** A viewport `width` px wide for useMinWidth's media queries. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  }) as unknown as typeof window.matchMedia;
}

const renderButton = () => render(<SeePhoneButton phone="(512) 555-0100" listing={listing} label="See phone" callLabel="Call (512) 555-0100" />);

describe('SeePhoneButton (SPEC §4, §7)', () => {
  it('hides the number until "See phone" is clicked', () => {
    viewport(390);
    renderButton();
    expect(screen.getByRole('button', { name: 'See phone' })).toBeInTheDocument();
    expect(screen.queryByText('(512) 555-0100')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a phone, reveals a tel: link that takes focus, logs one phone click and pushes click to see phone', async () => {
    viewport(390);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'See phone' }));
    const link = screen.getByRole('link', { name: 'Call (512) 555-0100' });
    expect(link).toHaveAttribute('href', 'tel:+15125550100');
    expect(link).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toMatchObject(['/api/logging/listing', { method: 'POST', keepalive: true }]);
    expect(sentEvents()).toMatchObject([{ logType: 'phone click', listingId: 42 }]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'click to see phone', listingId: 42, accountId: 5, listingTier: 'gold' })]);
  });

  it('pushes click to call when the revealed number is tapped, without logging another phone click', async () => {
    viewport(390);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'See phone' }));
    const link = screen.getByRole('link', { name: 'Call (512) 555-0100' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await userEvent.click(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.dataLayer?.map((r) => (r as { event: string }).event)).toEqual(['click to see phone', 'click to call', 'click to call']);
  });

  it('on a wider screen shows the number as text, focused, not as a tel: link', async () => {
    viewport(1280);
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'See phone' }));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('(512) 555-0100')).toHaveFocus();
    expect(sentEvents()).toMatchObject([{ logType: 'phone click', listingId: 42 }]);
  });
});
