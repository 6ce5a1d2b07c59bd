// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorMessage } from '@/components/layout/error-message';
import { brandOf, renderWithBrand, type SiteBrandKey } from '../render-with-brand';

afterEach(cleanup);

const SERVER_ERROR = 'An error has occurred, website engineers have been notified';
const notFoundText: Record<SiteBrandKey, string> = {
  land: 'You went off the grid! Let’s get you back on the map',
  farm: 'We couldn’t find this page',
  rec: 'We couldn’t find this page',
};

describe('ErrorMessage (SPEC §2.7)', () => {
  it.each(Object.entries(notFoundText) as [SiteBrandKey, string][])('shows the %s 404 text', (key, text) => {
    renderWithBrand(key, <ErrorMessage code={404} brand={brandOf(key)} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text);
  });

  it.each([500, -1])('shows the server error text for code %i on every brand', (code) => {
    for (const key of ['land', 'farm', 'rec'] as const) {
      renderWithBrand(key, <ErrorMessage code={code} brand={brandOf(key)} />);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(SERVER_ERROR);
      cleanup();
    }
  });

  it('links home and to the search in the brand dialect', () => {
    renderWithBrand('rec', <ErrorMessage code={404} brand={brandOf('rec')} />);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Search land for sale' })).toHaveAttribute('href', '/land');
  });

  it('offers a location search on a 404, to the brand search, and none on a server error', () => {
    renderWithBrand('farm', <ErrorMessage code={404} brand={brandOf('farm')} />);
    const search = screen.getByRole('search');
    expect(search).toHaveAttribute('action', '/search/all-land/');
    expect(search.querySelector('input')).toHaveAttribute('placeholder', brandOf('farm').searchPlaceholder);
    cleanup();
    renderWithBrand('farm', <ErrorMessage code={500} brand={brandOf('farm')} />);
    expect(screen.queryByRole('search')).toBeNull();
  });
});
