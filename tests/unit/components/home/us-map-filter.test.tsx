// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsMapFilter } from '@/components/home/us-map-filter';
import { UsMapShapeLink } from '@/components/home/us-map-shape-link';
import { hrefFor, searchRoute } from '@/lib/navigation';
import type { StateShapesJson } from '@/lib/us-map';
import { stateShapesJson } from '@/lib/us-map/server';
import { renderInLayout } from '../render-in-layout';
import { brandOf } from '../render-with-brand';

const brand = brandOf('land');
const texasHref = hrefFor(brand, searchRoute({ state: 'texas' }));
const rhodeIslandHref = hrefFor(brand, searchRoute({ state: 'rhode-island' }));
let texas: StateShapesJson;
let rhodeIsland: StateShapesJson;

beforeAll(async () => {
  const [tx, ri] = await Promise.all([stateShapesJson(brand, 48), stateShapesJson(brand, 44)]);
  if (!tx || !ri) throw new Error('state shapes missing');
  [texas, rhodeIsland] = [tx, ri];
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The filter around a US map of two states, marked up as UsMap marks up every state. */
function renderFilter() {
  return renderInLayout(
    'land',
    <UsMapFilter>
      <svg viewBox="0 0 100 100">
        <UsMapShapeLink href={texasHref} label="Texas, 1,234 listings" d="M0 0L50 0 50 50Z" stateId={48} />
        <UsMapShapeLink href={rhodeIslandHref} label="Rhode Island, 3 listings" d="M60 0L70 0 70 10Z" stateId={44} />
      </svg>
    </UsMapFilter>,
  );
}

function answerWith(...bodies: StateShapesJson[]) {
  const fetch = vi.fn(async (url: string) => Response.json(bodies.find((b) => url.endsWith(`/${b.state.id}`)) ?? { errors: ['No such state'] }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const texasLink = () => screen.getByRole('link', { name: 'Texas, 1,234 listings' });

describe('the US map filter', () => {
  it("shows Texas's county map in place of the US map when Texas is clicked, its heading focused", async () => {
    const fetch = answerWith(texas);
    renderFilter();
    await userEvent.click(texasLink());
    const heading = await screen.findByRole('heading', { level: 3, name: 'Texas' });
    expect(heading).toHaveFocus();
    expect(fetch).toHaveBeenCalledWith('/api/map/state-shapes/48', expect.anything());
    expect(screen.queryByRole('link', { name: 'Texas, 1,234 listings' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All of Texas' })).toHaveAttribute('href', texasHref);
  });

  it('links every county on the state map to the search page the API gave it', async () => {
    answerWith(texas);
    renderFilter();
    await userEvent.click(texasLink());
    const map = await screen.findByRole('group', { name: 'Counties of Texas' });
    const links = within(map).getAllByRole('link');
    expect(links).toHaveLength(254);
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual(texas.counties.map((c) => [c.name, c.href]));
    const llano = texas.counties.find((c) => c.name === 'Llano County');
    expect(within(map).getByRole('link', { name: 'Llano County' })).toHaveAttribute('href', llano?.href);
  });

  it('offers the same county links as a list', async () => {
    answerWith(texas);
    renderFilter();
    await userEvent.click(texasLink());
    const summary = await screen.findByText('List of counties');
    const list = within(summary.closest('details') as HTMLElement).getAllByRole('link', { hidden: true });
    expect(list).toHaveLength(254);
    expect(list.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(texas.counties.map((c) => [c.name, c.href]));
  });

  it('goes back to the US map on Escape and puts focus back on the Texas link', async () => {
    answerWith(texas);
    renderFilter();
    await userEvent.click(texasLink());
    await screen.findByRole('heading', { level: 3, name: 'Texas' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    await waitFor(() => expect(texasLink()).toHaveFocus());
  });

  it('goes back with the "All states" button too', async () => {
    answerWith(texas);
    renderFilter();
    await userEvent.click(texasLink());
    await userEvent.click(await screen.findByRole('button', { name: 'All states' }));
    expect(screen.queryByRole('group', { name: 'Counties of Texas' })).toBeNull();
    await waitFor(() => expect(texasLink()).toHaveFocus());
  });

  it('shows a busy spinner while the state map loads', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderFilter();
    await userEvent.click(texasLink());
    expect(screen.getByRole('status')).toHaveTextContent("Loading the state's counties");
    expect(screen.getByTestId('us-map-filter')).toHaveAttribute('aria-busy', 'true');
    answer(Response.json(texas));
    await screen.findByRole('heading', { level: 3, name: 'Texas' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByTestId('us-map-filter')).toHaveAttribute('aria-busy', 'false');
  });

  it('opens the last state chosen when a second click comes before the first map', async () => {
    const answers = new Map<string, (response: Response) => void>();
    vi.stubGlobal('fetch', vi.fn((url: string) => new Promise<Response>((resolve) => answers.set(url, resolve))));
    renderFilter();
    await userEvent.click(texasLink());
    await userEvent.click(screen.getByRole('link', { name: 'Rhode Island, 3 listings' }));
    answers.get('/api/map/state-shapes/44')?.(Response.json(rhodeIsland));
    await screen.findByRole('heading', { level: 3, name: 'Rhode Island' });
    answers.get('/api/map/state-shapes/48')?.(Response.json(texas));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Rhode Island');
  });

  it.each([
    ['an error status', async () => Response.json({ errors: ['Something went wrong on our side'] }, { status: 500 })],
    ['a network failure', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer of another shape', async () => new Response('<html>proxy error</html>', { status: 200 })],
  ])('follows the state link after %s, so the map never dead-ends', async (_what, failure) => {
    vi.stubGlobal('fetch', vi.fn(failure));
    const { router } = renderFilter();
    await userEvent.click(texasLink());
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(texasHref));
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click on a state to the browser', (_what, modifiers) => {
    const fetch = answerWith(texas);
    renderFilter();
    const notPrevented = fireEvent.click(texasLink(), modifiers);
    expect(notPrevented).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
