// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LeadsInbox } from '@/components/seller/leads-inbox';
import { LEADS_CHANGED_EVENT, type InboxLead, type InboxPage } from '@/lib/seller-leads';
import { accountApi, json, resetAccountPageEachTest } from '../account/account-api';
import { renderInLayout } from '../render-in-layout';

// The seller's leads inbox in the browser (docs/seller-leads-inbox.md): the list as the server orders
// it, its empty and failed states, reading and handling a lead, replying by email and the CSV link.

resetAccountPageEachTest();

const listingLead: InboxLead = {
  id: 41,
  createdAt: '2026-03-04T15:15:00.000Z',
  readAt: null,
  handledAt: null,
  repliedAt: null,
  listing: { id: 4021, title: 'Llano River ranch', marketStatus: 1, statusLabel: 'For Sale' },
  account: { id: 812, name: 'Hill Country Land Co.' },
  sender: { name: 'Dana Buyer', email: 'dana@example.com', phone: '(512) 555-0123' },
  message: 'Is the county road paved to the gate?',
  wantsFinancing: true,
  source: { value: 'listing detail', label: 'Listing page' },
  details: [
    { field: 'site', label: 'Site', value: 'Acrewise' },
    { field: 'price', label: 'Price', value: '$450,000' },
    { field: 'location', label: 'Location', value: 'Llano County, Texas' },
  ],
};
const profileLead: InboxLead = {
  ...listingLead,
  id: 40,
  createdAt: '2026-03-01T09:00:00.000Z',
  readAt: '2026-03-02T10:00:00.000Z',
  listing: null,
  sender: { name: 'Sam Rancher', email: 'sam@example.com', phone: null },
  message: 'Do you have anything near Fredericksburg?',
  wantsFinancing: false,
  source: { value: 'broker profile', label: 'Broker profile' },
  details: [{ field: 'brokerId', label: 'Broker ID', value: '812' }],
};

const inboxPage = (leads: InboxLead[], overrides: Partial<InboxPage> = {}): InboxPage => ({
  leads,
  page: 1,
  pageSize: 25,
  pages: 1,
  totals: {
    all: leads.length,
    new: leads.filter((l) => !l.handledAt).length,
    handled: leads.filter((l) => l.handledAt).length,
    unread: leads.filter((l) => !l.readAt).length,
  },
  ...overrides,
});
const twoLeads = () => json({ data: inboxPage([listingLead, profileLead]) });
const marked = (ids: number[]) => json({ data: { updated: ids, notFound: [] } });

const renderInbox = () => renderInLayout('land', <LeadsInbox />);
const cards = () => screen.getAllByTestId('lead');
const card = (name: string) => cards().find((c) => within(c).queryByRole('button', { name: new RegExp(name) }))!;
const open = (name: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(name) }));
const statusButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} \\(`) });

describe('the leads inbox', () => {
  it('lists the leads newest first as the server sends them, with who, when, what about and the payload in words', async () => {
    accountApi({ 'GET /api/seller/leads': twoLeads(), 'POST /api/seller/leads/mark': marked([41]) });
    renderInbox();
    await screen.findByRole('button', { name: /Dana Buyer/ });
    expect(cards().map((c) => c.dataset.leadId)).toEqual(['41', '40']);

    const dana = card('Dana Buyer');
    expect(within(dana).getByRole('link', { name: 'Llano River ranch' })).toHaveAttribute('href', '/property/4021/');
    expect(within(dana).getByText(/For Sale/)).toBeInTheDocument();
    expect(within(dana).getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    expect(within(dana).getByRole('link', { name: '(512) 555-0123' })).toHaveAttribute('href', 'tel:+15125550123');
    expect(within(dana).getByText('Is the county road paved to the gate?')).toBeInTheDocument();
    expect(dana.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T15:15:00.000Z');
    expect(dana.querySelector('time')?.textContent).toMatch(/2026/);

    const sam = card('Sam Rancher');
    expect(within(sam).getByText('About your profile')).toBeInTheDocument();
    expect(within(sam).queryByRole('link', { name: /ranch/ })).toBeNull();

    open('Dana Buyer');
    const facts = dana.querySelectorAll('dl > div');
    const rows = [...facts].map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);
    expect(rows).toEqual([
      ['Sent from', 'Listing page'],
      ['Sent to', 'Hill Country Land Co.'],
      ['Asked about financing', 'Yes'],
      ['Site', 'Acrewise'],
      ['Price', '$450,000'],
      ['Location', 'Llano County, Texas'],
    ]);
  });

  it('marks unread leads in bold with a dot and says so to screen readers', async () => {
    accountApi({ 'GET /api/seller/leads': twoLeads() });
    renderInbox();
    const dana = await screen.findByRole('button', { name: /Dana Buyer/ });
    expect(dana).toHaveAccessibleName(expect.stringMatching(/^Unread: Dana Buyer/));
    expect(within(dana).getByText('Dana Buyer')).toHaveClass('font-bold');
    expect(within(card('Dana Buyer')).getAllByTestId('unread-dot')).toHaveLength(1);

    const sam = screen.getByRole('button', { name: /Sam Rancher/ });
    expect(sam).not.toHaveAccessibleName(expect.stringMatching(/Unread/));
    expect(within(sam).getByText('Sam Rancher')).not.toHaveClass('font-bold');
    expect(within(card('Sam Rancher')).queryAllByTestId('unread-dot')).toHaveLength(0);
  });

  it('says what will arrive when there are no leads yet', async () => {
    accountApi({ 'GET /api/seller/leads': json({ data: inboxPage([]) }) });
    renderInbox();
    expect(await screen.findByRole('heading', { name: 'No leads yet' })).toBeInTheDocument();
    expect(screen.getByText(/When a buyer writes to you from one of your listings or from your profile/)).toBeInTheDocument();
    expect(screen.queryAllByTestId('lead')).toHaveLength(0);
  });

  it('shows a loading line, then a failure with a retry that loads the leads', async () => {
    let calls = 0;
    accountApi({ 'GET /api/seller/leads': () => (++calls === 1 ? json({ errors: ['down'] }, 503) : twoLeads()) });
    renderInbox();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your leads…');
    expect(await screen.findByText('Your leads could not be loaded.')).toHaveAttribute('role', 'alert');
    expect(screen.queryAllByTestId('lead')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('lead')).toHaveLength(2);
    expect(screen.queryByText('Your leads could not be loaded.')).toBeNull();
    expect(calls).toBe(2);
  });

  it('fails a lead answer of another shape rather than showing it', async () => {
    accountApi({ 'GET /api/seller/leads': json({ data: { leads: [{ id: 1 }], totals: {} } }) });
    renderInbox();
    expect(await screen.findByText('Your leads could not be loaded.')).toBeInTheDocument();
  });

  it('marks a lead read when it is opened, once, and tells the badge', async () => {
    const api = accountApi({ 'GET /api/seller/leads': twoLeads(), 'POST /api/seller/leads/mark': marked([41]) });
    const changed = vi.fn();
    window.addEventListener(LEADS_CHANGED_EVENT, changed);
    renderInbox();
    await screen.findByRole('button', { name: /Dana Buyer/ });
    expect(screen.getByText('1 unread lead')).toBeInTheDocument();
    open('Dana Buyer');
    expect(screen.getByRole('button', { name: /Dana Buyer/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: /Dana Buyer/ })).not.toHaveAccessibleName(expect.stringMatching(/Unread/)));
    expect(api.to('POST /api/seller/leads/mark').map((c) => c.body)).toEqual([{ ids: [41], read: true }]);
    expect(changed).toHaveBeenCalledTimes(1);
    expect(screen.getByText('No unread leads')).toBeInTheDocument();

    open('Dana Buyer');
    open('Dana Buyer');
    open('Sam Rancher');
    expect(api.to('POST /api/seller/leads/mark')).toHaveLength(1);
    window.removeEventListener(LEADS_CHANGED_EVENT, changed);
  });

  it('keeps a lead unread and says so when marking it fails', async () => {
    accountApi({ 'GET /api/seller/leads': twoLeads(), 'POST /api/seller/leads/mark': json({ errors: ['No such lead'] }, 404) });
    renderInbox();
    await screen.findByRole('button', { name: /Dana Buyer/ });
    open('Dana Buyer');
    expect(await screen.findByText('This change could not be saved. Please try again.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: /Dana Buyer/ })).toHaveAccessibleName(expect.stringMatching(/^Unread/));
  });

  it('marks a lead handled and not handled again, moving it between the counts', async () => {
    const api = accountApi({ 'GET /api/seller/leads': twoLeads(), 'POST /api/seller/leads/mark': marked([40]) });
    renderInbox();
    await screen.findByRole('button', { name: /Sam Rancher/ });
    expect(statusButton('New')).toHaveTextContent('New (2)');
    open('Sam Rancher');
    fireEvent.click(within(card('Sam Rancher')).getByRole('button', { name: 'Mark handled' }));
    expect(await within(card('Sam Rancher')).findByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
    expect(within(card('Sam Rancher')).getByText('Handled')).toBeInTheDocument();
    expect(statusButton('New')).toHaveTextContent('New (1)');
    expect(statusButton('Handled')).toHaveTextContent('Handled (1)');

    fireEvent.click(within(card('Sam Rancher')).getByRole('button', { name: 'Mark not handled' }));
    expect(await within(card('Sam Rancher')).findByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
    expect(statusButton('Handled')).toHaveTextContent('Handled (0)');
    expect(api.to('POST /api/seller/leads/mark').map((c) => c.body)).toEqual([{ ids: [40], handled: true }, { ids: [40], handled: false }]);
  });

  describe('replying by email', () => {
    const reply = () => within(card('Sam Rancher')).getByLabelText('Your reply');
    const send = () => fireEvent.click(within(card('Sam Rancher')).getByRole('button', { name: 'Send reply' }));
    const errorOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

    it('checks the reply in the browser with the server\'s rules before sending anything', async () => {
      const api = accountApi({ 'GET /api/seller/leads': twoLeads() });
      renderInbox();
      await screen.findByRole('button', { name: /Sam Rancher/ });
      open('Sam Rancher');
      send();
      await waitFor(() => expect(errorOf(reply())).toBe('This field is required.'));
      expect(reply()).toHaveAttribute('aria-invalid', 'true');
      fireEvent.change(reply(), { target: { value: 'See the survey at www.example.com for details.' } });
      send();
      await waitFor(() => expect(errorOf(reply())).toBe('Please remove the web address from this text.'));
      expect(api.to('POST /api/seller/leads/40/reply')).toHaveLength(0);
    });

    it('sends the reply, says where it went and shows it under the lead', async () => {
      const api = accountApi({ 'GET /api/seller/leads': twoLeads(), 'POST /api/seller/leads/40/reply': json({ data: { replyId: 9 } }, 201) });
      const changed = vi.fn();
      window.addEventListener(LEADS_CHANGED_EVENT, changed);
      renderInbox();
      await screen.findByRole('button', { name: /Sam Rancher/ });
      open('Sam Rancher');
      fireEvent.change(reply(), { target: { value: 'Yes, I have two ranches near there.\nCall me any day.' } });
      send();
      expect(await within(card('Sam Rancher')).findByRole('status')).toHaveTextContent('Reply sent to sam@example.com');
      expect(api.to('POST /api/seller/leads/40/reply').map((c) => c.body)).toEqual([{ body: 'Yes, I have two ranches near there.\nCall me any day.' }]);
      expect(within(card('Sam Rancher')).getByTestId('sent-reply')).toHaveTextContent('Yes, I have two ranches near there. Call me any day.');
      // A reply handles the lead, as the server does.
      expect(within(card('Sam Rancher')).getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
      expect(within(card('Sam Rancher')).getByText('Last reply')).toBeInTheDocument();
      expect(changed).toHaveBeenCalled();
      window.removeEventListener(LEADS_CHANGED_EVENT, changed);

      fireEvent.click(within(card('Sam Rancher')).getByRole('button', { name: 'Write another reply' }));
      expect(reply()).toHaveValue('');
      // Closing the lead and opening it again keeps what was sent.
      open('Sam Rancher');
      open('Sam Rancher');
      expect(within(card('Sam Rancher')).getAllByTestId('sent-reply')).toHaveLength(1);
    });

    it('shows the server\'s field error beside the field', async () => {
      accountApi({
        'GET /api/seller/leads': twoLeads(),
        'POST /api/seller/leads/40/reply': json({ errors: ['body: Please remove the HTML from this text.'], fields: { body: 'Please remove the HTML from this text.' } }, 422),
      });
      renderInbox();
      await screen.findByRole('button', { name: /Sam Rancher/ });
      open('Sam Rancher');
      fireEvent.change(reply(), { target: { value: 'Yes, the road is paved all the way.' } });
      send();
      await waitFor(() => expect(errorOf(reply())).toBe('Please remove the HTML from this text.'));
      expect(within(card('Sam Rancher')).queryByText(/Reply sent/)).toBeNull();
      expect(screen.queryAllByTestId('sent-reply')).toHaveLength(0);
    });
  });

  describe('filters, paging and the CSV export', () => {
    it('asks for a status and a listing, and the export link carries the same filters', async () => {
      const api = accountApi({
        'GET /api/seller/leads': twoLeads(),
        'GET /api/seller/leads?status=new': json({ data: inboxPage([listingLead, profileLead]) }),
        'GET /api/seller/leads?listingId=4021&status=new': json({ data: inboxPage([listingLead]) }),
        'GET /api/seller/leads?listingId=4021&status=handled': json({ data: inboxPage([], { totals: { all: 1, new: 1, handled: 0, unread: 1 } }) }),
      });
      renderInbox();
      await screen.findByRole('button', { name: /Dana Buyer/ });
      const csv = () => screen.getByRole('link', { name: 'Download CSV' });
      expect(csv()).toHaveAttribute('href', '/api/seller/leads/export');
      expect(statusButton('All')).toHaveAttribute('aria-pressed', 'true');

      fireEvent.click(statusButton('New'));
      await waitFor(() => expect(api.to('GET /api/seller/leads?status=new')).toHaveLength(1));
      expect(statusButton('New')).toHaveAttribute('aria-pressed', 'true');
      expect(csv()).toHaveAttribute('href', '/api/seller/leads/export?status=new');

      await screen.findByRole('button', { name: /Dana Buyer/ });
      fireEvent.click(screen.getByRole('button', { name: 'Show only leads about “Llano River ranch”' }));
      await waitFor(() => expect(screen.getAllByTestId('lead')).toHaveLength(1));
      expect(screen.getByText('Leads about “Llano River ranch”')).toBeInTheDocument();
      expect(csv()).toHaveAttribute('href', '/api/seller/leads/export?listingId=4021&status=new');

      fireEvent.click(statusButton('Handled'));
      expect(await screen.findByText('No leads match these filters.')).toBeInTheDocument();
      expect(csv()).toHaveAttribute('href', '/api/seller/leads/export?listingId=4021&status=handled');
    });

    it('clears the listing filter', async () => {
      const api = accountApi({
        'GET /api/seller/leads': twoLeads(),
        'GET /api/seller/leads?listingId=4021': json({ data: inboxPage([listingLead]) }),
      });
      renderInbox();
      await screen.findByRole('button', { name: /Dana Buyer/ });
      fireEvent.click(screen.getByRole('button', { name: 'Show only leads about “Llano River ranch”' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Show all listings' }));
      await waitFor(() => expect(api.to('GET /api/seller/leads')).toHaveLength(2));
      // The unfiltered page's two leads, once its answer has replaced the filtered page's one.
      await waitFor(() => expect(screen.getAllByTestId('lead')).toHaveLength(2));
      expect(screen.queryByText(/Leads about/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/seller/leads/export');
    });

    it('pages through the leads', async () => {
      const api = accountApi({
        'GET /api/seller/leads': json({ data: inboxPage([listingLead], { pages: 2 }) }),
        'GET /api/seller/leads?page=2': json({ data: inboxPage([profileLead], { page: 2, pages: 2 }) }),
      });
      renderInbox();
      await screen.findByRole('button', { name: /Dana Buyer/ });
      const paging = screen.getByRole('navigation', { name: 'Leads pages' });
      expect(within(paging).getByText('Page 1 of 2')).toBeInTheDocument();
      expect(within(paging).getByRole('button', { name: 'Previous' })).toBeDisabled();
      fireEvent.click(within(paging).getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('button', { name: /Sam Rancher/ })).toBeInTheDocument();
      expect(api.to('GET /api/seller/leads?page=2')).toHaveLength(1);
      expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    });
  });
});
