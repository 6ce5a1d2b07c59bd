// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountModals } from '@/components/account/account-modals';
import { ListingActions } from '@/components/listing/actions/listing-actions';
import { dataLayerListing } from '@/lib/analytics/data-layer';
import { renderInLayout } from '../render-in-layout';
import { fakeFetch } from './contact-fixtures';
import { listing } from './listing-detail-fixture';

// The dialogs' words as GET /api/copy answers them.
vi.mock('@/lib/i18n/load-client-copy', () => import('../account/client-copy-stub'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const title = '40 Acres on Sandy Creek in Llano County, TX';
const props = { listingId: 1234, pagePath: '/property/llano-county-tx/1234/', flyerHref: '/flyer/1234/', title, dataLayer: dataLayerListing(listing({ id: 1234 })) };

function setup(answers: Parameters<typeof fakeFetch>[0] = {}) {
  const fake = fakeFetch(answers);
  vi.stubGlobal('fetch', vi.fn(fake.fetch));
  renderInLayout('land', <><ListingActions {...props} /><AccountModals /></>);
  return { user: userEvent.setup(), calls: fake.calls };
}

describe('listing actions', () => {
  it('links Print flyer to the flyer route', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Print flyer' })).toHaveAttribute('href', '/flyer/1234/');
  });

  it('holds each action’s words in its last span, which the page hides on phones for an icon-only row; the names stay', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Listing actions' });
    const actions = [...group.children].filter((el) => el.matches('button, a'));
    expect(actions).toHaveLength(5);
    for (const action of actions) {
      expect(action.lastElementChild?.tagName).toBe('SPAN');
      expect(action.lastElementChild?.textContent?.trim()).not.toBe('');
      expect(action.querySelector('svg, .heart-icon')?.getAttribute('aria-hidden')).toBe('true');
    }
    expect(actions.map((a) => a.getAttribute('aria-label') ?? a.textContent)).toEqual([
      'Share', `Save to favorites: ${title}`, 'Report', 'Feedback', 'Print flyer',
    ]);
  });

  it('mounts no dialog until one opens (their code is a chunk of its own)', async () => {
    const { user } = setup();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this listing' })).toBeInTheDocument();
  });

  it('offers Like as a toggle named for the listing; without a login it opens the login modal (SPEC §4)', async () => {
    const { user } = setup();
    const like = screen.getByRole('button', { name: `Save to favorites: ${title}` });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('copies the absolute listing link with the Clipboard API', async () => {
    const { user } = setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByLabelText('Link to this property')).toHaveValue('http://localhost:3000/property/llano-county-tx/1234/');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/property/llano-county-tx/1234/');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('emails a friend: SPEC §5 messages first, then the listing id is sent', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const send = await screen.findByRole('button', { name: 'Send to friend' });
    await user.type(screen.getByLabelText('Note (optional)'), 'see www.spam.example');
    await user.click(send);
    expect(await screen.findByText('Please remove the web address from this text.')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    await user.clear(screen.getByLabelText('Note (optional)'));
    await user.type(screen.getByLabelText('Friend’s email'), 'friend@example.com');
    await user.type(screen.getByLabelText('Your full name'), 'Dana Buyer');
    await user.click(send);
    expect(await screen.findByText('Your message has been sent')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/send-to-friend', body: { friendEmail: 'friend@example.com', senderName: 'Dana Buyer', note: '', website: '', listingId: 1234 } });
  });

  it('reports a listing with a reason; "Other" needs details', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const send = await screen.findByRole('button', { name: 'Send report' });
    await user.click(send);
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Reason'), 'Other');
    await user.click(send);
    await waitFor(() => expect(screen.getByLabelText('Details')).toHaveAttribute('aria-invalid', 'true'));
    await user.selectOptions(screen.getByLabelText('Reason'), 'Already sold');
    await user.click(send);
    expect(await screen.findByText('Thank you. We will review this listing.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/listing-reports', body: { reason: 'already-sold', details: '', email: '', website: '', listingId: 1234 } });
  });

  it('sends feedback with the page it came from', async () => {
    const { user, calls } = setup();
    await user.click(screen.getByRole('button', { name: 'Feedback' }));
    await user.type(await screen.findByLabelText('Your feedback'), 'The map is great.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback.')).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ url: '/api/feedback', body: { message: 'The map is great.', email: '', website: '', pageUrl: '/' } });
  });
});

describe('listing actions props', () => {
  it('builds every link with the brand dialect', async () => {
    const { listingActionsProps } = await import('@/components/listing/actions/listing-actions-props');
    const { brandOf } = await import('../render-with-brand');
    const detail = listing({ id: 1234, canonicalLocation: 'llano-county-tx' });
    expect(listingActionsProps(brandOf('land'), detail)).toEqual({
      listingId: 1234, pagePath: '/property/llano-county-tx/1234/', flyerHref: '/flyer/1234/', title: detail.title, dataLayer: dataLayerListing(detail),
    });
    expect(listingActionsProps(brandOf('rec'), detail)).toMatchObject({ pagePath: '/llano-county-tx/pid/1234', flyerHref: '/flyer/1234' });
  });
});
