// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaLinkList, type AreaLink } from '@/components/search/area-link-list';

afterEach(cleanup);

const counties: AreaLink[] = Array.from({ length: 15 }, (_, i) => ({ name: `County ${i + 1}`, href: `/texas-land-for-sale/county-${i + 1}-county/`, count: 1500 - i * 100 }));
const countLabel = (count: number) => `(${count.toLocaleString('en-US')})`;

function renderList(links: readonly AreaLink[], more = true) {
  render(<AreaLinkList heading="Counties in Texas" links={links} countLabel={countLabel} collapsedCount={12}
    showAll={more ? 'Show all 15 counties' : undefined} showFewer={more ? 'Show fewer counties' : undefined} testId="county-links" />);
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

  it('shows the first twelve, and the rest behind a Show all that needs no script', () => {
    const section = renderList(counties);
    if (!section) throw new Error('no list');
    const details = section.querySelector('details');
    if (!details) throw new Error('no Show all');
    expect(details.open).toBe(false);
    expect(within(details).getByText('Show all 15 counties').closest('summary')).not.toBeNull();
    expect(within(details).getAllByRole('link', { hidden: true }).map((a) => a.textContent)).toEqual(['County 13', 'County 14', 'County 15']);
    const shown = [...section.querySelectorAll('ul')][0];
    expect(within(shown as HTMLElement).getAllByRole('link')).toHaveLength(12);
  });

  it('lists every place when no Show all is given, and nothing at all without places', () => {
    const section = renderList(counties.slice(0, 13), false);
    expect(section?.querySelector('details')).toBeNull();
    expect(within(section as HTMLElement).getAllByRole('link')).toHaveLength(13);
    cleanup();
    expect(renderList([])).toBeNull();
  });

  it('writes each item as bare markup (styles on the list, plain anchors): up to 254 counties are in every state page twice', () => {
    const section = renderList(counties);
    const items = [...(section?.querySelectorAll('li') ?? [])];
    expect(items).toHaveLength(15);
    for (const item of items) {
      expect(item.getAttributeNames()).toEqual([]);
      expect(item.querySelector('a')?.getAttributeNames().sort()).toEqual(['data-count', 'href']);
      expect(item.querySelector('span')?.getAttributeNames()).toEqual([]);
    }
  });
});
