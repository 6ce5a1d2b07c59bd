// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RenderError from '@/app/[brand]/error';
import { renderWithBrand } from '../components/render-with-brand';

const replace = vi.fn();
const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));

function visit(path: string) {
  window.history.replaceState(null, '', path);
  // jsdom's location cannot navigate; only replace() is observed.
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: window.location.pathname, search: window.location.search, replace });
}

beforeEach(() => {
  replace.mockClear();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  document.documentElement.dataset.errorPath = '/error';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('render error boundary (SPEC §4)', () => {
  it('reports the error and replaces the location with the error route and eurl', () => {
    visit('/texas-land-for-sale?sort=x');
    renderWithBrand('rec', <RenderError error={new Error('render failed')} />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body)) as { message: string; referringUrl: string };
    expect(body.message).toContain('render failed');
    expect(body.message).toContain(`User agent: ${navigator.userAgent}`);
    expect(body.referringUrl).toBe('/texas-land-for-sale?sort=x');
    expect(replace).toHaveBeenCalledWith('/error?eurl=%2Ftexas-land-for-sale%3Fsort%3Dx');
    expect(screen.getByRole('alert')).toHaveTextContent('An error has occurred, website engineers have been notified');
  });

  it('does not redirect again from the error page itself', () => {
    visit('/error?eurl=%2Fx');
    renderWithBrand('rec', <RenderError error={new Error('again')} />);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(replace).not.toHaveBeenCalled();
  });
});
