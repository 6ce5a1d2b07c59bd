// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { searchRoute } from '@/lib/navigation';
import type { NotFoundHelp } from '@/lib/not-found/not-found-help';
import { placardFixture } from '../components/search/placard-fixture';
import { renderServer } from '../components/render-server';
import { setRootBrand } from '../next-root-params';

const help = vi.hoisted(() => ({ answer: { suggestions: [], nearby: null } as NotFoundHelp, asked: [] as unknown[] }));
vi.mock('@/lib/not-found/not-found-help', () => ({
  notFoundHelp: async (hint: unknown) => {
    help.asked.push(hint);
    return help.answer;
  },
}));

setRootBrand('land');
const { default: UnmatchedPage } = await import('@/app/[brand]/[...unmatched]/page');

const render = async (unmatched: string[]) => renderServer('land', await UnmatchedPage({ params: Promise.resolve({ unmatched }) }));

beforeEach(() => {
  help.asked.length = 0;
  help.answer = { suggestions: [], nearby: null };
});

describe("the brand's 404 page", () => {
  it('reads the hint the proxy put in its path and offers the near places under its heading', async () => {
    help.answer = { suggestions: [{ label: 'Llano County, TX', route: searchRoute({ state: 'texas', area: { type: 'county', slug: 'llano-county' } }) }], nearby: null };
    await render(['not-found', 'place', 'texas', 'county', 'llanoo-county']);
    expect(help.asked).toEqual([{ kind: 'place', state: 'texas', type: 'county', area: 'llanoo-county' }]);
    const message = document.querySelector('[data-error-code="404"]') as HTMLElement;
    expect(message.firstElementChild?.tagName).toBe('H1');
    expect(within(message).getByRole('link', { name: 'Llano County, TX' })).toHaveAttribute('href', '/texas-land-for-sale/llano-county/');
    expect(screen.queryByTestId('nearby-listings')).toBeNull();
  });

  it('shows listings near a listing that is not there, below the 404 message', async () => {
    help.answer = { suggestions: [], nearby: { label: 'Llano County, Texas', route: searchRoute({ state: 'texas' }), listings: [placardFixture] } };
    await render(['not-found', 'listing', '987654321', 'llano-county-texas']);
    expect(help.asked).toEqual([{ kind: 'listing', id: 987_654_321, location: 'llano-county-texas' }]);
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
    const nearby = screen.getByTestId('nearby-listings');
    expect(within(nearby).getByRole('link', { name: /40 Acres on Sandy Creek/ })).toHaveAttribute('href', '/property/llano-county-tx/42/');
  });

  it('is the plain 404 for a path without a hint, or with one it does not write', async () => {
    await render(['not-found']);
    await render(['not-found', 'place', 'texas', 'county', '<b>x</b>']);
    await render(['somewhere', 'else']);
    expect(help.asked).toEqual([null, null, null]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You went off the grid!');
  });
});
