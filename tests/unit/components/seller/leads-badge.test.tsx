// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadsBadge } from '@/components/seller/leads-badge';
import { announceLeadsChanged } from '@/lib/seller-leads';
import { accountApi, json, resetAccountPageEachTest } from '../account/account-api';
import { renderInLayout } from '../render-in-layout';

// The unread-leads pill on the seller tab bar: read in the browser, hidden when there is nothing to say,
// read again when the inbox changes which leads are unread.

resetAccountPageEachTest();

const unread = (...counts: number[]) => {
  let call = 0;
  return accountApi({ 'GET /api/seller/leads/badge': () => json({ data: { unread: counts[Math.min(call++, counts.length - 1)] } }) });
};
const renderBadge = () => renderInLayout('land', <LeadsBadge />);
/** Waits until the badge has had `n` answers and rendered them. */
const answered = async (api: ReturnType<typeof accountApi>, n: number) => {
  await waitFor(() => expect(api.to('GET /api/seller/leads/badge')).toHaveLength(n));
  await act(async () => {});
};

describe('the leads badge', () => {
  it('shows the unread count, with words for screen readers', async () => {
    unread(3);
    renderBadge();
    const badge = await screen.findByTestId('leads-badge');
    expect(badge).toHaveTextContent(/^3/);
    expect(screen.getByText('3 unread leads')).toHaveClass('sr-only');
  });

  it('shows 99+ above 99', async () => {
    unread(120);
    renderBadge();
    expect(await screen.findByTestId('leads-badge')).toHaveTextContent(/^99\+/);
    expect(screen.getByText('120 unread leads')).toBeInTheDocument();
  });

  it('shows nothing when no lead is unread', async () => {
    const api = unread(0);
    renderBadge();
    await answered(api, 1);
    expect(screen.queryByTestId('leads-badge')).toBeNull();
  });

  it('shows nothing when the count cannot be read', async () => {
    const api = accountApi({ 'GET /api/seller/leads/badge': () => json({ errors: ['Not a seller'] }, 403) });
    renderBadge();
    await answered(api, 1);
    expect(screen.queryByTestId('leads-badge')).toBeNull();
  });

  it('reads the count again when the inbox marks leads, and hides at 0', async () => {
    const api = unread(2, 1, 0);
    renderBadge();
    expect(await screen.findByText('2 unread leads')).toBeInTheDocument();
    act(() => announceLeadsChanged());
    expect(await screen.findByText('1 unread lead')).toBeInTheDocument();
    act(() => announceLeadsChanged());
    await answered(api, 3);
    expect(screen.queryByTestId('leads-badge')).toBeNull();
  });

  it('stops listening once it is gone', async () => {
    const api = unread(2);
    const { unmount } = renderBadge();
    await answered(api, 1);
    unmount();
    announceLeadsChanged();
    expect(api.to('GET /api/seller/leads/badge')).toHaveLength(1);
  });
});
