// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaLinkList, type AreaLink } from '@/components/search/area-link-list';

afterEach(cleanup);

const counties: AreaLink[] = Array.from({ length: 15 }, (_, i) => ({ name: `County ${i + 1}`, href: `/texas-land-for-sale/county-${i + 1}-county/`, count: 1500 - i * 100 }));
const countLabel = (count: number) => `(${count.toLocaleString('en-US')})`;

function list(links: readonly AreaLink[], more = true) {
  return <AreaLinkList heading="Counties in Texas" links={links} countLabel={countLabel} collapsedCount={12}
    showAll={more ? 'Show all 15 counties' : undefined} showFewer={more ? 'Show fewer counties' : undefined}
    allHref={more ? '/sitemap/texas/' : undefined} testId="county-links" />;
}

function renderList(links: readonly AreaLink[], more = true) {
  render(list(links, more));
  return screen.queryByTestId('county-links');
}

describe('AreaLinkList', () => {
  it('names each place with its count, as a link to its search', () => {
    const section = renderList(counties.slice(0, 3));
    if (!section) throw new Error('no list');
    expect(within(section).getByRole('heading', { level: 2, name: 'Counties in Texas' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Counties in Texas' })).toBe(section);
    const first = within(section).getByRole('link', { name: 'County 1' });
    expect(first).toHaveAttribute('href', '/texas-land-for-sale/county-1-county/');
    expect(first).toHaveAttribute('data-count', '1500');
    expect(first.closest('li')).toHaveTextContent('County 1 (1,500)');
    expect(section.querySelector('details')).toBeNull();
  });

  it('shows the first twelve, and writes the rest into the page when Show all is pressed', () => {
    const section = renderList(counties);
    if (!section) throw new Error('no list');
    const [shown, rest] = [...section.querySelectorAll('ul')] as HTMLElement[];
    expect(within(shown as HTMLElement).getAllByRole('link')).toHaveLength(12);
    expect(rest?.hidden).toBe(true);
    expect(rest?.querySelectorAll('li')).toHaveLength(0);
    const toggle = within(section).getByRole('button', { name: 'Show all 15 counties' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', rest?.id);
    fireEvent.click(toggle);
    expect(rest?.hidden).toBe(false);
    const more = within(rest as HTMLElement).getAllByRole('link');
    expect(more.map((a) => a.textContent)).toEqual(['County 13', 'County 14', 'County 15']);
    expect(more.map((a) => a.getAttribute('href'))).toEqual(counties.slice(12).map((c) => c.href));
    expect(more[2]).toHaveAttribute('data-count', '100');
    expect(more[2]?.closest('li')).toHaveTextContent('County 15 (100)');
    fireEvent.click(within(section).getByRole('button', { name: 'Show fewer counties' }));
    expect(rest?.hidden).toBe(true);
  });

  it('without script, Show all is a link to the page of every place, and the rest are not in the HTML', () => {
    const html = renderToString(list(counties));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const showAll = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Show all 15 counties');
    expect(showAll?.getAttribute('href')).toBe('/sitemap/texas/');
    expect(doc.querySelectorAll('li')).toHaveLength(12);
    expect(html).not.toContain('County 13<');
  });

  it('lists every place when no Show all is given, and nothing at all without places', () => {
    const section = renderList(counties.slice(0, 13), false);
    expect(section?.querySelector('details')).toBeNull();
    expect(within(section as HTMLElement).getAllByRole('link')).toHaveLength(13);
    cleanup();
    expect(renderList([])).toBeNull();
  });

  it('writes each item as bare markup (styles on the list, plain anchors): up to 254 counties are in a state page', () => {
    const section = renderList(counties);
    fireEvent.click(within(section as HTMLElement).getByRole('button', { name: 'Show all 15 counties' }));
    const items = [...(section?.querySelectorAll('li') ?? [])];
    expect(items).toHaveLength(15);
    for (const item of items) {
      expect(item.getAttributeNames()).toEqual([]);
      expect(item.querySelector('a')?.getAttributeNames().sort()).toEqual(['data-count', 'href']);
      expect(item.querySelector('span')?.getAttributeNames()).toEqual([]);
    }
  });
});
