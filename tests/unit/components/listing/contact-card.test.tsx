// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactCard } from '@/components/listing/contact/contact-card';
import { LeadFormLazy } from '@/components/listing/contact/lead-form-lazy';
import { LeadFormPlaceholder } from '@/components/listing/contact/lead-form-placeholder';
import { contactFor, fakeFetch, renderInPage } from './contact-fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('contact card and modal', () => {
  it('names the broker and opens the labelled contact-broker modal; Escape closes it and focus returns to the button', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch().fetch));
    const user = userEvent.setup();
    renderInPage('land', <ContactCard contact={contactFor()} placeholder={<LeadFormPlaceholder idPrefix="contact-inline" contact={contactFor()} />} />);
    expect(screen.getByRole('heading', { name: 'Contact the broker' })).toBeInTheDocument();
    expect(screen.getByText('Listed by Jane Broker, Hill Country Land Co.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Email broker' });
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await user.click(button);
    // The modal's code is a chunk of its own: it mounts once it has loaded.
    const dialog = await screen.findByRole('dialog', { name: 'Email Jane Broker' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The modal's first field has the focus, and Tab stays inside the dialog.
    await waitFor(() => expect(document.activeElement?.closest('[role="dialog"]')).toBe(dialog));
    for (let i = 0; i < 12; i++) await user.tab();
    expect(document.activeElement?.closest('[role="dialog"]')).toBe(dialog);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    renderInPage('rec', <ContactCard contact={contactFor()} placeholder={<LeadFormPlaceholder idPrefix="contact-inline" contact={contactFor()} />} />);
    await user.click(screen.getByRole('button', { name: 'Email broker' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('a contact started from search results', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });
  afterEach(() => {
    window.location.hash = '';
  });

  it('is where a placard\'s "Contact broker" lands (#contact), and its leads have the lead source search results', async () => {
    window.location.hash = '#contact';
    const fake = fakeFetch();
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    const user = userEvent.setup();
    renderInPage('land', <ContactCard contact={contactFor()} placeholder={<LeadFormPlaceholder idPrefix="contact-inline" contact={contactFor()} />} />);
    expect(document.getElementById('contact')).toBe(screen.getByRole('complementary', { name: 'Contact the broker' }));
    await user.click(screen.getByRole('button', { name: 'Email broker' }));
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'lead viewed', listingId: 1234, accountId: 77 })]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Jane Broker' }));
    await user.type(await dialog.findByLabelText('Full name'), 'Dana Buyer');
    await user.type(dialog.getByLabelText('Email'), 'dana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));
    await dialog.findByRole('status');
    expect(fake.calls.at(-1)).toEqual({ url: '/api/leads', body: expect.objectContaining({ payload: { ...contactFor().payload, leadSource: 'search results' } }) });
  });

  it('keeps the listing detail source for a visitor who opened the listing itself', async () => {
    const fake = fakeFetch();
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    const user = userEvent.setup();
    renderInPage('land', <ContactCard contact={contactFor()} placeholder={<LeadFormPlaceholder idPrefix="contact-inline" contact={contactFor()} />} />);
    await user.click(screen.getByRole('button', { name: 'Email broker' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Email Jane Broker' }));
    await user.type(await dialog.findByLabelText('Full name'), 'Dana Buyer');
    await user.type(dialog.getByLabelText('Email'), 'dana@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send message' }));
    await dialog.findByRole('status');
    expect(fake.calls.at(-1)?.body).toMatchObject({ payload: { leadSource: 'listing detail' } });
  });
});

describe('lazy contact form', () => {
  it('draws the same labelled fields before its code loads, then hands over what was typed when the visitor reaches for it', async () => {
    renderInPage('land', <LeadFormLazy formId="lazy" idPrefix="lazy" contact={contactFor()} placeholder={<LeadFormPlaceholder idPrefix="lazy" contact={contactFor()} />} />);
    const name = screen.getByLabelText('Full name');
    for (const label of ['Email', 'Phone (optional)', 'Message', 'Contact me with financing info about this property.']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    fireEvent.change(name, { target: { value: 'Dana Buyer' } });
    name.focus();
    // The real form replaces the placeholder: it validates (an empty email now says so).
    await waitFor(() => expect(screen.getByLabelText('Full name')).not.toBe(name));
    expect(screen.getByLabelText('Full name')).toHaveValue('Dana Buyer');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByText('This field is required.')).toBeInTheDocument());
  });

  it('keeps the focus a modal gives a plain field when the form’s code was already there (a second modal)', async () => {
    const { preloadLeadForm } = await import('@/components/listing/contact/lead-form-loader');
    await preloadLeadForm();
    // A parent's effect runs after the form's own: the focus arrives after the code was asked for.
    function FocusesFirstField({ children }: { children: ReactNode }) {
      const box = useRef<HTMLDivElement>(null);
      useEffect(() => box.current?.querySelector('input')?.focus(), []);
      return <div ref={box}>{children}</div>;
    }
    renderInPage('land', (
      <FocusesFirstField>
        <LeadFormLazy formId="second" idPrefix="second" eager contact={contactFor()} placeholder={<LeadFormPlaceholder idPrefix="second" contact={contactFor()} />} />
      </FocusesFirstField>
    ));
    const plain = screen.getByLabelText('Full name');
    await waitFor(() => expect(screen.getByLabelText('Full name')).not.toBe(plain));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveFocus());
  });
});
