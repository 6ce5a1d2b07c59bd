// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AreaLinkList } from '@/components/search/area-link-list';
import { compactAreaLinks, type AreaLink } from '@/lib/search/area-links';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const counties: AreaLink[] = Array.from({ length: 15 }, (_, i) => ({ name: `County ${i + 1}`, href: `/texas-land-for-sale/county-${i + 1}-county/`, count: 1500 - i * 100 }));
const countLabel = (count: number) => `(${count.toLocaleString('en-US')})`;
const more = { showAll: 'Show all 15 counties', showFewer: 'Show fewer counties', restUrl: '/api/search/counties?state=texas', allHref: '/sitemap/texas/' };

function list(links: readonly AreaLink[], withMore = true) {
  return <AreaLinkList heading="Counties in Texas" links={links} countLabel={countLabel} more={withMore ? more : undefined} testId="county-links" />;
}

function renderList(links: readonly AreaLink[], withMore = true) {
  render(list(links, withMore));
  return screen.queryByTestId('county-links');
}

/** The counties API answering with the rest of the list, as the server writes it. */
function serveRest(status = 200) {
  const fetchMock = vi.fn(async () => Response.json(status === 200 ? compactAreaLinks(counties.slice(12), countLabel) : { errors: ['no'] }, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('AreaLinkList', () => {
  it('names each place with its count, as a link to its search', () => {
    const section = renderList(counties.slice(0, 3), false);
    if (!section) throw new Error('no list');
    expect(within(section).getByRole('heading', { level: 2, name: 'Counties in Texas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Counties in Texas' })).toBe(section);
    const first = within(section).getByRole('link', { name: 'County 1' });
    expect(first).toHaveAttribute('href', '/texas-land-for-sale/county-1-county/');
    expect(first).toHaveAttribute('data-count', '1500');
    expect(first.closest('li')).toHaveTextContent('County 1 (1,500)');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('fetches the rest once when Show all is pressed, and writes it into the page', async () => {
    const fetchMock = serveRest();
    const section = renderList(counties.slice(0, 12));
    if (!section) throw new Error('no list');
    const [shown, rest] = [...section.querySelectorAll('ul')] as HTMLElement[];
    expect(within(shown as HTMLElement).getAllByRole('link')).toHaveLength(12);
    expect(rest?.hidden).toBe(true);
    expect(rest?.querySelectorAll('li')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
    const toggle = within(section).getByRole('button', { name: 'Show all 15 counties' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', rest?.id);
    fireEvent.pointerEnter(toggle);
    fireEvent.click(toggle);
    expect(rest?.hidden).toBe(false);
    await waitFor(() => expect(within(rest as HTMLElement).getAllByRole('link')).toHaveLength(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(more.restUrl, expect.anything());
    expect(rest).toHaveAttribute('aria-busy', 'false');
    const links = within(rest as HTMLElement).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['County 13', 'County 14', 'County 15']);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(counties.slice(12).map((c) => c.href));
    expect(links[2]).toHaveAttribute('data-count', '100');
    expect(links[2]?.closest('li')).toHaveTextContent('County 15 (100)');
    fireEvent.click(within(section).getByRole('button', { name: 'Show fewer counties' }));
    expect(rest?.hidden).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Show all 15 counties' }));
    expect(within(rest as HTMLElement).getAllByRole('link')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a visitor who asked for the list to the page of every place when it cannot be fetched', async () => {
    serveRest(503);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const section = renderList(counties.slice(0, 12));
    await act(async () => {
      fireEvent.click(within(section as HTMLElement).getByRole('button', { name: 'Show all 15 counties' }));
    });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sitemap/texas/'));
  });

  it('without script, Show all is a link to the page of every place, and the rest are not in the HTML', () => {
    const html = renderToString(list(counties.slice(0, 12)));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const showAll = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Show all 15 counties');
    expect(showAll?.getAttribute('href')).toBe('/sitemap/texas/');
    expect(doc.querySelectorAll('li')).toHaveLength(12);
    expect(html).not.toContain('County 13');
  });

  it('lists every place it is given when there is no Show all, and nothing at all without places', () => {
    const section = renderList(counties.slice(0, 13), false);
    expect(within(section as HTMLElement).getAllByRole('link')).toHaveLength(13);
    cleanup();
    expect(renderList([])).toBeNull();
  });

  it('writes each item as bare markup (styles on the list, plain anchors): a state page lists up to 254 counties', async () => {
    serveRest();
    const section = renderList(counties.slice(0, 12));
    fireEvent.click(within(section as HTMLElement).getByRole('button', { name: 'Show all 15 counties' }));
    await waitFor(() => expect(section?.querySelectorAll('li')).toHaveLength(15));
    for (const item of section?.querySelectorAll('li') ?? []) {
      expect(item.getAttributeNames()).toEqual([]);
      expect(item.querySelector('a')?.getAttributeNames().sort()).toEqual(['data-count', 'href']);
      expect(item.querySelector('span')?.getAttributeNames()).toEqual([]);
    }
  });
});

describe('compactAreaLinks', () => {
  it('writes the hrefs once up to their common prefix', () => {
    const { hrefPrefix, links } = compactAreaLinks(counties.slice(12), countLabel);
    expect(hrefPrefix).toBe('/texas-land-for-sale/county-1');
    expect(links[0]).toEqual(['County 13', '3-county/', 300, '(300)']);
    expect(compactAreaLinks([], countLabel)).toEqual({ hrefPrefix: '', links: [] });
  });
});
