// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SellerLogBeacon } from '@/components/broker/seller-log-beacon';
import { ContactBrokerButton } from '@/components/listing/contact/contact-broker-button';
import { LazyContactBrokerModal } from '@/components/listing/contact/lazy-contact-modal';
import { brokerContact } from '@/lib/leads/broker-contact';
import { fakeFetch, renderInPage } from '../listing/contact-fixtures';
import { brandOf } from '../render-with-brand';
import { activeBroker as broker } from './broker-fixture';

// A broker profile's islands in the browser: the contact modal sending a 'broker profile' lead, and the
// 'seller viewed' log with the page view.

beforeEach(() => {
  delete window.dataLayer;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('contacting a broker from its profile', () => {
  it('opens the contact-broker modal with a message to the broker and no financing checkbox, then sends a broker profile lead without a listing', async () => {
    const fake = fakeFetch();
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    const user = userEvent.setup();
    const contact = brokerContact(brandOf('rec'), broker);
    if (!contact) throw new Error('an active broker takes leads');
    renderInPage('rec', (
      <>
        <ContactBrokerButton analytics={contact.analytics} className="">Contact Laura Moore</ContactBrokerButton>
        <LazyContactBrokerModal contact={contact} />
      </>
    ));
    const button = screen.getByRole('button', { name: 'Contact Laura Moore' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Email Laura Moore' });
    const form = within(dialog);
    await waitFor(() => expect(form.getByLabelText('Message')).toHaveValue('Hello Laura Moore, I am interested in your land listings. Please send me more information.'));
    expect(form.queryByRole('checkbox')).toBeNull();
    await user.type(form.getByLabelText('Full name'), 'Dana Buyer');
    await user.type(form.getByLabelText('Email'), 'dana@example.com');
    await user.click(form.getByRole('button', { name: 'Send message' }));
    expect(await form.findByRole('status')).toHaveTextContent('Laura Moore will answer you by email or phone.');
    expect(fake.calls.at(-1)).toEqual({
      url: '/api/leads',
      body: expect.objectContaining({ name: 'Dana Buyer', email: 'dana@example.com', wantsFinancing: false, payload: { siteId: 3, leadSource: 'broker profile', brokerId: 31, listingId: null } }),
    });
    expect(window.dataLayer).toEqual([
      { event: 'lead viewed', accountId: 31, pageType: 'broker/member details' },
      { event: 'lead generated', accountId: 31, pageType: 'broker/member details', leadSource: 'broker profile' },
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('logs seller viewed and pushes the page view once per profile, even under StrictMode', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { rerender } = render(<StrictMode><SellerLogBeacon accountId={31} logType="seller viewed" pageType="broker/member details" /></StrictMode>);
    rerender(<StrictMode><SellerLogBeacon accountId={31} logType="seller viewed" pageType="broker/member details" /></StrictMode>);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/logging/account');
    expect(JSON.parse(String(init.body))).toEqual({ logType: 'seller viewed', accountId: 31, referringUrl: window.location.href });
    expect(window.dataLayer).toEqual([{ event: 'page view', accountId: 31, pageType: 'broker/member details' }]);
    rerender(<SellerLogBeacon accountId={32} logType="seller results" />);
    expect(JSON.parse(String((fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].body))).toMatchObject({ logType: 'seller results', accountId: 32 });
    expect(window.dataLayer).toHaveLength(1);
  });
});
