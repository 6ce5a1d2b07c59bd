// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrokerCard } from '@/components/listing/broker-card';
import { ListingDescription } from '@/components/listing/listing-description';
import { ListingFacts } from '@/components/listing/listing-facts';
import { ListingFeatures } from '@/components/listing/listing-features';
import { ListingHistory } from '@/components/listing/listing-history';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { renderWithBrand } from '../render-with-brand';
import { detail, listing } from './listing-detail-fixture';

afterEach(cleanup);

const renderBroker = (over: Partial<ListingDetail> = {}) =>
  renderWithBrand('land', <BrokerCard listing={listing(over)} profileHref="/member/jane-doe/5/" actions={<button type="button">See phone</button>} />);

describe('BrokerCard (SPEC §4 broker block)', () => {
  it('shows portrait, name, company, logo, the broker actions slot and the profile link', () => {
    renderBroker();
    const block = screen.getByTestId('broker-block');
    expect(within(block).getByTestId('broker-name')).toHaveTextContent('Jolene Greer');
    expect(block).toHaveTextContent('Hill Country Land');
    expect(within(block).getByRole('img', { name: 'Hill Country Land logo' })).toHaveAttribute('src', '/resizedimages/80/160/inside/80/webp/1-78');
    expect(block.querySelector('img[alt=""]')).toHaveAttribute('src', '/resizedimages/120/120/cover/80/webp/1-77');
    expect(within(block).getByRole('button', { name: 'See phone' })).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'See this broker’s profile and listings' })).toHaveAttribute('href', '/member/jane-doe/5/');
  });

  it('is left out for free-tier listings', () => {
    renderBroker({ listingLevel: 3 });
    expect(screen.queryByTestId('broker-block')).toBeNull();
  });

  it('is left out for courtesy listings', () => {
    renderBroker({ upgradeLevelId: -10 });
    expect(screen.queryByTestId('broker-block')).toBeNull();
  });
});

describe('ListingDescription', () => {
  it('renders markup in the description as inert text, in paragraphs', () => {
    const { container } = renderWithBrand('land', <ListingDescription description={'<script>alert("x")</script>\n\n<b>Bold</b> <img src=x onerror=alert(1)>\nSecond line'} />);
    const section = screen.getByTestId('listing-description');
    expect(section.querySelector('script, b, img')).toBeNull();
    expect(section).toHaveTextContent('<script>alert("x")</script>');
    expect(section).toHaveTextContent('<b>Bold</b> <img src=x onerror=alert(1)>');
    expect(section.querySelectorAll('p')).toHaveLength(2);
    expect(section.querySelectorAll('br')).toHaveLength(1);
    expect(container.innerHTML).not.toContain('<script>');
  });

  it('renders nothing for an empty description', () => {
    renderWithBrand('land', <ListingDescription description={'  \n '} />);
    expect(screen.queryByTestId('listing-description')).toBeNull();
  });
});

describe('ListingFacts and ListingFeatures', () => {
  it('labels types and activities from the messages and leaves out facts the listing lacks', () => {
    renderWithBrand('land', <ListingFacts listing={detail} />);
    const facts = screen.getByTestId('listing-facts');
    expect(facts).toHaveTextContent('Property typeRecreational Property, Hunting Property');
    expect(facts).toHaveTextContent('ActivitiesFishing, Hunting');
    expect(facts).toHaveTextContent('CountyLlano County');
    expect(facts).toHaveTextContent('Address1200 County Road 102');
    expect(facts).not.toHaveTextContent('Bedrooms');
    expect(facts).not.toHaveTextContent('Mineral rights');
  });

  it('shows the house, mineral rights and owner financing when the listing has them', () => {
    renderWithBrand('land', <ListingFacts listing={listing({ hasHouse: true, beds: 3, baths: 2.5, homeSqft: 1850, mineralRights: true, ownerFinancing: true, propertyTypes: 8192 | 2 })} />);
    const facts = screen.getByTestId('listing-facts');
    expect(facts).toHaveTextContent('Bedrooms3');
    expect(facts).toHaveTextContent('Bathrooms2.5');
    expect(facts).toHaveTextContent('Home size1,850 sq ft');
    expect(facts).toHaveTextContent('Mineral rightsIncluded');
    expect(facts).toHaveTextContent('Owner financingAvailable');
  });

  it('names the beachfront type and setting Oceanfront on rec', () => {
    const beach = listing({ propertyTypes: 1024, amenityTypes: 1, homeTypes: 2, hasVideo: true });
    renderWithBrand('rec', <><ListingFacts listing={beach} /><ListingFeatures listing={beach} /></>);
    expect(screen.getByTestId('listing-facts')).toHaveTextContent('Property typeOceanfront Property');
    expect(screen.getByTestId('listing-features')).toHaveTextContent('SettingOceanfront');
    expect(screen.getByTestId('listing-features')).toHaveTextContent('HomeCabin');
    expect(screen.getByTestId('listing-features')).toHaveTextContent('MediaVideo');
    cleanup();
    renderWithBrand('land', <ListingFeatures listing={beach} />);
    expect(screen.getByTestId('listing-features')).toHaveTextContent('SettingBeachfront');
  });

  it('renders no features section for a listing without any', () => {
    renderWithBrand('land', <ListingFeatures listing={detail} />);
    expect(screen.queryByTestId('listing-features')).toBeNull();
  });
});

describe('ListingHistory', () => {
  const sold = listing({
    marketStatus: 4, soldDate: '2026-06-01', salesPrice: 245_000, updatedAt: '2026-06-01T18:00:00.000Z',
    history: [
      ...detail.history,
      { kind: 'status', at: '2026-05-01T18:00:00.000Z', price: 250_000, previousPrice: null, marketStatus: 2, previousMarketStatus: 1 },
      { kind: 'status', at: '2026-06-01T18:00:00.000Z', price: 250_000, previousPrice: null, marketStatus: 4, previousMarketStatus: 2 },
    ],
  });

  it('shows days on market, the listing date and the last update', () => {
    renderWithBrand('land', <ListingHistory listing={detail} now={new Date('2026-03-11T16:00:00Z')} />);
    const history = screen.getByTestId('listing-history');
    expect(history).toHaveTextContent('Days on market60 days');
    expect(history).toHaveTextContent('ListedJan 10, 2026');
    expect(history).toHaveTextContent('Last updatedMar 1, 2026');
  });

  it('lists price and status changes newest first: date, event, price, change', () => {
    renderWithBrand('land', <ListingHistory listing={sold} now={new Date('2026-11-15T00:00:00Z')} />);
    expect(screen.getByTestId('listing-history')).toHaveTextContent('Days on market141 days');
    const table = screen.getByRole('table', { name: 'Price and status history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['Jun 1, 2026', 'Sold', '$245,000', '–'],
      ['May 1, 2026', 'Under contract', '$250,000', '–'],
      ['Mar 1, 2026', 'Price reduced', '$250,000', '-$20,000(-7.4%)'],
      ['Jan 10, 2026', 'Listed for sale', '$270,000', '–'],
    ]);
  });

  it('shows Auction and Contact for Price in the history as on the page', () => {
    renderWithBrand('land', <ListingHistory listing={listing({ price: null, history: [{ ...detail.history[0]!, price: null }] })} now={new Date('2026-03-11T16:00:00Z')} />);
    expect(screen.getByRole('table')).toHaveTextContent('Contact for Price');
  });
});
