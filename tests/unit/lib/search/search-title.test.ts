import { describe, expect, it } from 'vitest';
import { MarketStatus } from '@/lib/domain/market-status';
import { PropertyType } from '@/lib/domain/property-type';
import { SaleType } from '@/lib/domain/sale-type';
import { defaultCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { searchTitle } from '@/lib/search/search-title';
import { brandTranslate } from '../i18n/brand-translate';

const land = brandTranslate('land');
const title = (input: SearchCriteriaInput, place?: string, t = land) => searchTitle(t, defaultCriteria(input), place);

describe('searchTitle: headings name the place, the property type and the sale mode', () => {
  it('names the place and the type of a state search', () => {
    expect(title({}, 'Texas')).toBe('Texas Land for Sale');
    expect(title({ propertyTypes: [PropertyType.HUNTING] }, 'Texas')).toBe('Texas Hunting Property for Sale');
    expect(title({ propertyTypes: [PropertyType.FARM] }, 'Llano County, TX')).toBe('Llano County, TX Farms for Sale');
  });

  it('says Land for Sale for a national search and for several types', () => {
    expect(title({})).toBe('Land for Sale');
    expect(searchTitle(land, defaultCriteria(), null)).toBe('Land for Sale');
    expect(title({ propertyTypes: [PropertyType.FARM, PropertyType.RANCH] }, 'Texas')).toBe('Texas Land for Sale');
  });

  it('says for Auction for the auctions segment or an auction-only sale type', () => {
    expect(title({ customSearch: ['auctions'] }, 'Texas')).toBe('Texas Land for Auction');
    expect(title({ transactionTypes: [SaleType.AUCTION] })).toBe('Land for Auction');
    expect(title({ customSearch: ['auctions'], propertyTypes: [PropertyType.HUNTING] }, 'Texas')).toBe('Texas Hunting Property for Auction');
    expect(title({ transactionTypes: [SaleType.SALE, SaleType.AUCTION] }, 'Texas')).toBe('Texas Land for Sale');
  });

  it('says Sold for a search of sold listings only', () => {
    expect(title({ marketStatuses: [MarketStatus.SOLD] }, 'Texas')).toBe('Texas Land Sold');
    expect(title({ marketStatuses: [MarketStatus.SOLD, MarketStatus.AVAILABLE] }, 'Texas')).toBe('Texas Land for Sale');
  });

  it('names a custom segment when no type is chosen', () => {
    expect(title({ customSearch: ['log-cabins'] }, 'Texas')).toBe('Texas Log Cabins for Sale');
    expect(title({ customSearch: ['auctions', 'mineral-rights'] })).toBe('Land with Mineral Rights for Auction');
  });

  it('uses the brand\'s label: Oceanfront on rec, Beachfront elsewhere (SPEC §3)', () => {
    const beach = { propertyTypes: [PropertyType.BEACHFRONT] };
    expect(title(beach, 'Florida', brandTranslate('rec'))).toBe('Florida Oceanfront Property for Sale');
    expect(title(beach, 'Florida', brandTranslate('farm'))).toBe('Florida Beachfront Property for Sale');
  });
});
