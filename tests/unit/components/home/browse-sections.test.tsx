// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeroSearch } from '@/components/home/hero-search';
import { LakeBrowse } from '@/components/home/lake-browse';
import { StateBrowse } from '@/components/home/state-browse';
import type { LakeLink } from '@/lib/home/lake-browse';
import type { StateBrowseCard } from '@/lib/home/state-browse';
import { brandOf, renderWithBrand } from '../render-with-brand';

// The brand's parts of the home page: the hero's words from the brand file, farm's state cards and
// rec's lakes, each link named for what it opens, with its count.

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

const texas: StateBrowseCard = {
  stateId: 48,
  stateName: 'Texas',
  links: [
    { label: 'Farms', href: '/search/texas/farms-for-sale/', count: 57 },
    { label: 'Pasture', href: '/search/texas/farms-and-ranches-for-sale/?keywordQuery=pasture', count: 1 },
  ],
};
const lakes: LakeLink[] = [
  { id: 5, name: 'Toledo Bend Reservoir', stateName: 'Texas', href: '/texas-land-for-sale/lakefront-property?lakeIdList=5', count: 10 },
  { id: 51, name: 'Shasta Lake', stateName: 'California', href: '/california-land-for-sale/lakefront-property?lakeIdList=51', count: 1 },
];

describe('the hero', () => {
  it('shows the brand file\'s heading and subheading', () => {
    const { copy } = brandOf('farm');
    renderWithBrand('farm', <HeroSearch title={copy.heroHeading ?? ''} subtitle={copy.heroSubheading ?? ''} placeholder="Enter a City" action="/search/all-land/" art={null} count={12} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Farms and ranches for sale');
    expect(screen.getByTestId('hero-subheading')).toHaveTextContent(copy.heroSubheading ?? 'missing');
  });
});

describe('state browse', () => {
  it('is a section named by the brand file\'s heading, a card per state with "Farms in Texas" links and counts', () => {
    renderWithBrand('farm', <StateBrowse heading="Farms and ranches by state" intro="Working farms." cards={[texas]} />);
    const section = screen.getByRole('region', { name: 'Farms and ranches by state' });
    expect(within(section).getByText('Working farms.')).toBeInTheDocument();
    const card = within(section).getByRole('heading', { level: 3, name: 'Texas' }).parentElement as HTMLElement;
    const links = within(card).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Farms in Texas 57 listings', 'Pasture in Texas 1 listing']);
    expect(links[1]).toHaveAttribute('href', texas.links[1]?.href);
    expect(links[0]).toHaveAttribute('data-count', '57');
  });

  it('renders nothing without a card', () => {
    const { container } = renderWithBrand('farm', <StateBrowse heading="Farms and ranches by state" cards={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('lake browse', () => {
  it('lists each lake with its state and count, and a link to every lakefront listing', () => {
    renderWithBrand('rec', <LakeBrowse heading="Browse by lake" lakes={lakes} allHref="/land/lakefront-property" />);
    const section = screen.getByRole('region', { name: 'Browse by lake' });
    const toledo = within(section).getByRole('link', { name: 'Toledo Bend Reservoir Texas · 10 listings' });
    expect(toledo).toHaveAttribute('href', lakes[0]?.href);
    expect(toledo).toHaveTextContent('Texas · 10 listings');
    expect(within(section).getByRole('link', { name: /Shasta Lake/ })).toHaveTextContent('California · 1 listing');
    expect(within(section).getByRole('link', { name: 'See all lakefront property' })).toHaveAttribute('href', '/land/lakefront-property');
  });

  it('renders nothing without a lake', () => {
    const { container } = renderWithBrand('rec', <LakeBrowse heading="Browse by lake" lakes={[]} allHref="/land/lakefront-property" />);
    expect(container).toBeEmptyDOMElement();
  });
});
