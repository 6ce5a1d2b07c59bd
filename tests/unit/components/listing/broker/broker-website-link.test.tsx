// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BrokerWebsiteLink } from '@/components/listing/broker/broker-website-link';
import type { DataLayerListing } from '@/lib/analytics/data-layer';
import { captureListingEvents } from '../listing-event-capture';

const listing: DataLayerListing = { listingId: 42, accountId: 5, listingTier: 'standard', price: null, acres: 12.5, beds: 3, baths: 2 };
const { fetchMock } = captureListingEvents();
const href = 'https://landco.example/?utm_source=network&utm_medium=referral';

describe('BrokerWebsiteLink (SPEC §7)', () => {
  it('links the tracked URL in a new tab with rel="noopener" and an accessible name', () => {
    render(<BrokerWebsiteLink href={href} listing={listing} label="Visit website" accessibleLabel="Website of Land Co (opens in a new tab)" />);
    const link = screen.getByRole('link', { name: 'Website of Land Co (opens in a new tab)' });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveTextContent('Visit website');
  });

  it('logs an external link click and pushes website click on each click', async () => {
    render(<BrokerWebsiteLink href={href} listing={listing} label="Visit website" accessibleLabel="Website" />);
    const link = screen.getByRole('link', { name: 'Website' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/logging/listing');
    expect(JSON.parse(String(init.body))).toMatchObject({ logType: 'external link click', listingId: 42 });
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'website click', listingId: 42, price: null, acres: 12.5 })]);
  });
});
