import { describe, expect, it } from 'vitest';
import { MarketStatus } from '@/lib/domain/market-status';
import { PropertyType } from '@/lib/domain/property-type';
import { SaleType } from '@/lib/domain/sale-type';
import { defaultCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { siteBrand } from '@/lib/brand/registry';
import { searchDescription, searchTitle } from '@/lib/search/search-title';
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

describe('searchTitle: what a search of no single type names is the brand file\'s copy.searchNoun', () => {
  const farm = brandTranslate('farm');
  const rec = brandTranslate('rec');

  it('says Farms & Ranches on farm and Recreational & Waterfront Property on rec', () => {
    expect(title({}, 'Texas', farm)).toBe('Texas Farms & Ranches for Sale');
    expect(title({}, 'Texas', rec)).toBe('Texas Recreational & Waterfront Property for Sale');
    expect(title({}, undefined, farm)).toBe('Farms & Ranches for Sale');
    expect(title({ customSearch: ['auctions'] }, 'Llano County, TX', rec)).toBe('Llano County, TX Recreational & Waterfront Property for Auction');
    expect(title({ marketStatuses: [MarketStatus.SOLD] }, 'Texas', farm)).toBe('Texas Farms & Ranches Sold');
  });

  it('reads the noun from the brand file, for every brand', () => {
    for (const key of ['land', 'farm', 'rec'] as const) {
      const noun = siteBrand(key)?.copy.searchNoun;
      expect(noun, key).toBeTruthy();
      expect(title({}, 'Texas', brandTranslate(key))).toBe(`Texas ${noun} for Sale`);
    }
  });

  it('keeps one type\'s own label and a custom segment\'s noun on every brand', () => {
    expect(title({ propertyTypes: [PropertyType.HUNTING] }, 'Texas', farm)).toBe('Texas Hunting Property for Sale');
    expect(title({ customSearch: ['log-cabins'] }, 'Texas', rec)).toBe('Texas Log Cabins for Sale');
  });
});

describe('searchTitle: a search of one lake is named for the lake', () => {
  it('names the lake and its state whatever state the path names', () => {
    const lakefront = { propertyTypes: [PropertyType.LAKEFRONT], lakeIdList: [3] };
    expect(title(lakefront, 'Texas')).toBe('Lake Travis, TX Lakefront Property for Sale');
    expect(title({ lakeIdList: [8] }, 'Missouri', brandTranslate('farm'))).toBe('Lake of the Ozarks, MO Farms & Ranches for Sale');
  });

  it('keeps the route\'s place for several lakes or a lake id no lake has', () => {
    expect(title({ lakeIdList: [3, 4] }, 'Texas')).toBe('Texas Land for Sale');
    expect(title({ lakeIdList: [99_999] }, 'Texas')).toBe('Texas Land for Sale');
  });
});

describe('searchDescription: the brand file\'s copy.placeDescription for a place', () => {
  it('names the place (or the lake) in the brand\'s words', () => {
    expect(searchDescription(brandTranslate('farm'), defaultCriteria(), 'Texas')).toBe(
      'Farms and ranches for sale in Texas: cropland, pasture, cattle ranches and horse property listed by farm and ranch brokers.',
    );
    expect(searchDescription(brandTranslate('rec'), defaultCriteria({ lakeIdList: [3] }), 'Texas')).toMatch(/^Recreational and waterfront property for sale in Lake Travis, TX: /);
  });

  it('says nothing for a national search, which keeps the brand\'s description', () => {
    expect(searchDescription(land, defaultCriteria(), null)).toBeUndefined();
  });
});
