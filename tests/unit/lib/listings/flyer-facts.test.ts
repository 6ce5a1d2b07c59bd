import { createTranslator, type Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { enumLabels } from '@/lib/i18n/labels';
import type { Translate } from '@/lib/i18n/translate';
import { flyerFacts } from '@/lib/listings/flyer-facts';
import { listingFixture } from './seo/listing-fixture';

const translator = (brand: string) => createTranslator({ locale: 'en-US', messages: loadCompiledMessages(brand) as Messages }) as unknown as Translate;
const facts = (overrides: Parameters<typeof listingFixture>[0] = {}, brand = 'land') => {
  const t = translator(brand);
  return flyerFacts(listingFixture(overrides), t, enumLabels(t));
};

describe('flyer facts', () => {
  it('lists price, acres, price per acre, place, types and status', () => {
    expect(facts()).toEqual([
      { label: 'Price', value: '$425,000' },
      { label: 'Acres', value: '61.5 acres' },
      { label: 'Price per acre', value: '$6,911' },
      { label: 'Location', value: 'Llano, Llano County, TX' },
      { label: 'Property type', value: 'Ranches, Hunting Property' },
      { label: 'Status', value: 'For Sale' },
    ]);
  });

  it('shows Auction or Contact for Price and no price per acre without a price (SPEC §5)', () => {
    expect(facts({ price: 2 }).slice(0, 3).map((f) => f.value)).toEqual(['Auction', '61.5 acres', 'Llano, Llano County, TX']);
    expect(facts({ price: null })[0]?.value).toBe('Contact for Price');
  });

  it('adds the house with beds, baths and size when there is one', () => {
    expect(facts({ hasHouse: true, beds: 3, baths: 1, homeSqft: 1850 }).at(-1)).toEqual({ label: 'House', value: '3 beds, 1 bath, 1,850 sq ft' });
    expect(facts({ hasHouse: true }).some((f) => f.label === 'House')).toBe(false);
  });

  it('names types by the brand\'s labels', () => {
    expect(facts({ propertyTypes: 1024 }, 'rec').find((f) => f.label === 'Property type')?.value).toMatch(/Oceanfront/);
  });
});
