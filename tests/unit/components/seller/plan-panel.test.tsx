// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlanPanel } from '@/components/seller/plan-panel';
import type { SellerPlan } from '@/lib/listing-editor/upgrade-requests';
import { planInfo } from '@/lib/listing-editor';
import { accountApi, json, resetAccountPageEachTest } from '../account/account-api';
import { renderInLayout } from '../render-in-layout';
import { listingsPage, myListing } from './seller-fixtures';

// The plan panel (docs/seller-workspace.md): the seller's plan and what it includes, the plans and the
// listing upgrades side by side, and upgrade requests for the sales team.

resetAccountPageEachTest();

const planUrl = 'GET /api/seller/plan';
const listingsUrl = 'GET /api/seller/listings?status=all&sort=updated&page=1';
const plan = (family: 'free' | 'standard' | 'premium', openRequests: SellerPlan['openRequests'] = []): { data: SellerPlan } => ({ data: { plan: planInfo(family), openRequests } });
const rows = [myListing(7, 'Llano River ranch'), myListing(9, 'Hill Country hunting tract')];

describe('the plan panel', () => {
  it("shows the seller's plan with what it includes, and the better plans to ask for", async () => {
    accountApi({ [planUrl]: json(plan('standard')), [listingsUrl]: json(listingsPage(rows)) });
    renderInLayout('land', <PlanPanel />);
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Standard');
    const current = screen.getByRole('region', { name: 'Your plan' });
    expect(within(current).getByText(/Buyers can call, email and message you/)).toBeInTheDocument();
    expect(within(current).queryByText(/shown before other listings/i)).toBeNull();
    // Only plans above the current one can be asked for.
    expect(screen.getAllByRole('button', { name: 'Ask for Premium' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Ask for Signature' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Ask for Standard' })).toBeNull();
  });

  it('sends a plan request, says so, and shows it as open', async () => {
    const api = accountApi({
      [planUrl]: (() => {
        let asked = false;
        return (call) => {
          if (call.method === 'GET' && asked) return json(plan('free', [{ id: 3, requested: 'premium', listingId: null, createdAt: '2026-03-20T12:00:00.000Z' }]));
          asked = true;
          return json(plan('free'));
        };
      })(),
      'POST /api/seller/plan': json({ data: { requestId: 3 } }, 201),
      [listingsUrl]: json(listingsPage(rows)),
    });
    renderInLayout('land', <PlanPanel />);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Ask for Premium' }))[0] as HTMLElement);
    expect(api.to('POST /api/seller/plan')[0]?.body).toEqual({ requested: 'premium', message: '' });
    expect(await screen.findByText(/Your request is with our sales team/)).toBeInTheDocument();
    expect(within(await screen.findByTestId('open-requests')).getByText('Premium')).toBeInTheDocument();
    expect(screen.getAllByText('Request sent').length).toBeGreaterThan(0);
  });

  it('asks for an upgrade of a chosen listing with a note', async () => {
    const api = accountApi({ [planUrl]: json(plan('premium')), 'POST /api/seller/plan': json({ data: { requestId: 4 } }, 201), [listingsUrl]: json(listingsPage(rows)) });
    renderInLayout('land', <PlanPanel />);
    const form = await screen.findByRole('form', { name: 'Ask for a listing upgrade' });
    await userEvent.selectOptions(within(form).getByLabelText('Listing'), '9');
    await userEvent.selectOptions(within(form).getByLabelText('Upgrade'), 'diamond');
    await userEvent.type(within(form).getByLabelText(/Anything our sales team should know/), 'Before the spring season');
    await userEvent.click(within(form).getByRole('button', { name: 'Ask for this upgrade' }));
    expect(api.to('POST /api/seller/plan')[0]?.body).toEqual({ requested: 'diamond', listingId: 9, message: 'Before the spring season' });
  });

  it("shows the server's refusal and a failed load with a retry", async () => {
    accountApi({ [planUrl]: json({ errors: ['No such listing'] }, 500), [listingsUrl]: json(listingsPage(rows)) });
    renderInLayout('land', <PlanPanel />);
    expect(await screen.findByText('Your plan could not be loaded.')).toBeInTheDocument();
    accountApi({ [planUrl]: json(plan('free')), [listingsUrl]: json(listingsPage(rows)), 'POST /api/seller/plan': json({ errors: ['Too many'] }, 429) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Ask for Signature' }))[0] as HTMLElement);
    expect(await screen.findByText('Too many requests. Please wait a few minutes.')).toBeInTheDocument();
  });

  it('offers no upgrade form without a listing', async () => {
    accountApi({ [planUrl]: json(plan('free')), [listingsUrl]: json(listingsPage([])) });
    renderInLayout('land', <PlanPanel />);
    expect(await screen.findByText('Publish a listing to ask for an upgrade of it.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Ask for a listing upgrade' })).toBeNull();
  });
});
