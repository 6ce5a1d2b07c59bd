// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createTranslator, type Messages } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrokerActions } from '@/components/listing/broker/broker-actions';
import { loadCompiledMessages } from '@/lib/brand/messages';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'en-US', messages: loadCompiledMessages('land') as Messages, namespace: namespace as never }),
}));

afterEach(cleanup);
window.matchMedia = ((media: string) => ({ matches: false, media, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;

const listing = {
  id: 42, accountId: 5, listingLevel: 23, upgradeLevelId: 1, isShowcase: false, price: 250000, acres: 40, beds: null, baths: null,
  broker: { accountId: 5, contactName: 'Jolene Greer', companyName: 'Hill Country Land', phone: '512-555-0100', websiteUrl: 'hillcountry.example', portraitDocumentId: null, logoDocumentId: null, memberType: 'Broker' },
} as ListingDetail;

describe('BrokerActions', () => {
  it('renders See phone and the tracked website link with copy from the messages', async () => {
    render(await BrokerActions({ listing }));
    expect(screen.getByRole('button', { name: 'See phone' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Website of Hill Country Land (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://hillcountry.example/?utm_source=network&utm_medium=referral');
  });

  it('leaves out what the broker does not have, and renders nothing without phone or usable website', async () => {
    render(await BrokerActions({ listing: { ...listing, broker: { ...listing.broker, phone: null } } }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link')).toBeInTheDocument();
    expect(await BrokerActions({ listing: { ...listing, broker: { ...listing.broker, phone: null, websiteUrl: 'javascript:alert(1)' } } })).toBeNull();
  });
});
