// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddListingWorkspace } from '@/components/seller/add-listing-workspace';
import { draftListingSchema } from '@/lib/listing-editor';
import { accountApi, json, resetAccountPageEachTest } from '../account/account-api';
import { renderInLayout } from '../render-in-layout';

// The add-listing page's workspace in the browser (docs/seller-workspace.md): what it opens on for a
// buyer, a seller with unfinished listings and a failed load, and the way from one to the form.

resetAccountPageEachTest();

const colors = { primary: '#1f5f3a', accent: '#c77d2e' };
const states = [{ id: 48, name: 'Texas' }];
const draft = (id: number, title: string) => ({ id, data: draftListingSchema.parse({ description: { title } }), publishedListingId: null, updatedAt: '2026-11-20T10:00:00.000Z' });
const renderWorkspace = () => renderInLayout('land', <AddListingWorkspace states={states} colors={colors} />);

describe('the add-listing workspace', () => {
  it('offers a user without a seller account to become one, then shows their listings to start', async () => {
    let seller = false;
    const api = accountApi({
      'GET /api/seller/account': () => json({ data: seller ? { seller: true, accountId: 7 } : { seller: false, refusal: 'not-a-seller' } }),
      'POST /api/seller/account': () => {
        seller = true;
        return json({ data: { seller: true, accountId: 7 } }, 201);
      },
      'GET /api/seller/drafts': json({ data: [] }),
    });
    renderWorkspace();
    expect(await screen.findByRole('heading', { name: 'Become a seller' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('I am a'), { target: { value: 'Auctioneer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start selling' }));
    expect(await screen.findByRole('button', { name: 'Start a new listing' })).toBeTruthy();
    expect(api.to('POST /api/seller/account')[0]?.body).toEqual({ memberType: 'Auctioneer' });
  });

  it('tells a restricted seller why, without a form', async () => {
    accountApi({ 'GET /api/seller/account': json({ data: { seller: false, refusal: 'restricted' } }) });
    renderWorkspace();
    expect(await screen.findByText('Your account cannot advertise right now. Please contact us.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start selling' })).toBeNull();
  });

  it('lists a seller\'s unfinished listings to resume, and opens one on its first step', async () => {
    accountApi({
      'GET /api/seller/account': json({ data: { seller: true, accountId: 7 } }),
      'GET /api/seller/drafts': json({ data: [draft(3, 'Llano River ranch'), draft(4, '')] }),
      'GET /api/location/counties/48': json({ data: [] }),
    });
    renderWorkspace();
    expect(await screen.findByRole('button', { name: 'Continue “Llano River ranch”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue “Untitled listing”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue “Llano River ranch”' }));
    expect(await screen.findByRole('heading', { name: 'Location' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Listing steps' }).querySelector('[aria-current="step"]')?.textContent).toContain('Location');
  });

  it("opens the form of the listing the URL names, as a draft of changes, and says so if it cannot", async () => {
    window.history.replaceState(null, '', '/addlisting/?listing=42');
    const api = accountApi({
      'GET /api/seller/account': json({ data: { seller: true, accountId: 7 } }),
      'POST /api/seller/listings/42/edit': json({ data: { ...draft(9, 'Llano River ranch'), editsListingId: 42 } }),
      'GET /api/location/counties/48': json({ data: [] }),
    });
    const first = renderWorkspace();
    expect(await screen.findByRole('heading', { name: 'Location' })).toBeTruthy();
    expect(api.to('POST /api/seller/listings/42/edit')).toHaveLength(1);
    first.unmount();

    accountApi({
      'GET /api/seller/account': json({ data: { seller: true, accountId: 7 } }),
      'POST /api/seller/listings/42/edit': json({ errors: ['No such listing'] }, 404),
      'GET /api/seller/drafts': json({ data: [{ ...draft(9, 'Llano River ranch'), editsListingId: 41 }] }),
    });
    renderWorkspace();
    expect(await screen.findByText(/This listing cannot be edited/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue the changes to “Llano River ranch”' })).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });

  it('says so when the workspace cannot be loaded', async () => {
    accountApi({ 'GET /api/seller/account': () => json({ errors: ['down'] }, 503) });
    renderWorkspace();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your listings could not be loaded. Please reload the page.'));
  });
});
