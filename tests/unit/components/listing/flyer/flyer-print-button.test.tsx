// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlyerPrintButton } from '@/components/listing/flyer/flyer-print-button';

const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
const print = vi.fn(() => window.dispatchEvent(new Event('beforeprint')));

beforeEach(() => {
  fetchMock.mockClear();
  print.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  window.print = print;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FlyerPrintButton', () => {
  it('prints, and logs flyers printed once per page view however often it is printed', async () => {
    render(<FlyerPrintButton listingId={42} label="Print flyer" />);
    await userEvent.click(screen.getByRole('button', { name: 'Print flyer' }));
    window.dispatchEvent(new Event('beforeprint'));
    expect(print).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/logging/listing');
    expect(JSON.parse(String(init.body))).toMatchObject({ logType: 'flyers printed', listingId: 42 });
  });

  it('logs a print from the browser menu (beforeprint) too', () => {
    render(<FlyerPrintButton listingId={7} label="Print flyer" />);
    window.dispatchEvent(new Event('beforeprint'));
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toMatchObject({ logType: 'flyers printed', listingId: 7 });
  });
});
