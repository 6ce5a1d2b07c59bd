// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneReveal } from '@/components/broker/phone-reveal';
import { captureListingEvents } from '../listing/listing-event-capture';

const { fetchMock, sentEvents } = captureListingEvents();

const renderReveal = (pageType: 'broker/member details' | 'broker directory' = 'broker/member details') =>
  render(<PhoneReveal accountId={77} phone="(512) 555-0100 x12" label="Show phone" callLabel="Call (512) 555-0100 x12" pageType={pageType} />);

describe('PhoneReveal (a broker page\'s phone)', () => {
  it('hides the number behind a "Show phone" button and logs nothing until it is pressed', () => {
    renderReveal();
    expect(screen.getByRole('button', { name: 'Show phone' })).toBeInTheDocument();
    expect(screen.queryByText('(512) 555-0100 x12')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.dataLayer).toBeUndefined();
  });

  it('reveals a focused tel: link, logs one phone click for the account and pushes click to see phone', async () => {
    renderReveal();
    await userEvent.click(screen.getByRole('button', { name: 'Show phone' }));
    const link = screen.getByRole('link', { name: 'Call (512) 555-0100 x12' });
    expect(link).toHaveAttribute('href', 'tel:+15125550100;ext=12');
    expect(link).toHaveTextContent('(512) 555-0100 x12');
    expect(link).toHaveFocus();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toMatchObject(['/api/logging/account', { method: 'POST', keepalive: true }]);
    expect(sentEvents()).toEqual([{ logType: 'phone click', accountId: 77, referringUrl: window.location.href }]);
    expect(window.dataLayer).toEqual([{ event: 'click to see phone', accountId: 77, pageType: 'broker/member details' }]);
  });

  it('is a tel: link on wide screens too, and pushes click to call on each tap without logging again', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    renderReveal('broker directory');
    await userEvent.keyboard('{Tab}{Enter}');
    const link = screen.getByRole('link', { name: 'Call (512) 555-0100 x12' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    await userEvent.click(link);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toEqual([
      { event: 'click to see phone', accountId: 77, pageType: 'broker directory' },
      { event: 'click to call', accountId: 77, pageType: 'broker directory' },
      { event: 'click to call', accountId: 77, pageType: 'broker directory' },
    ]);
  });
});
