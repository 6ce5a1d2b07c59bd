import { describe, expect, it } from 'vitest';
import {
  hasPlacardCarousel, placardImageSize, placardLevel, priceChangeTag, showsBrokerBlock, showsContactActions, soldDateLabel, statusPill,
} from '@/lib/listings/placard-view';

const FREE = 3;
const PREMIUM = 23;

describe('status pill (SPEC §4)', () => {
  it('shows none for an available listing', () => {
    expect(statusPill({ marketStatus: 1, listingLevel: PREMIUM, soldDate: null }, 'desktop')).toBeNull();
  });

  it('shows Pending on mobile for a free under-contract listing, Under Contract otherwise', () => {
    expect(statusPill({ marketStatus: 2, listingLevel: FREE, soldDate: null }, 'mobile')).toEqual({ status: 'PENDING' });
    expect(statusPill({ marketStatus: 2, listingLevel: FREE, soldDate: null }, 'desktop')).toEqual({ status: 'UNDER_CONTRACT' });
    expect(statusPill({ marketStatus: 2, listingLevel: PREMIUM, soldDate: null }, 'mobile')).toEqual({ status: 'UNDER_CONTRACT' });
  });

  it('shows the sale date in short month, day, year unless free on mobile, blank or starting with 0', () => {
    expect(statusPill({ marketStatus: 4, listingLevel: PREMIUM, soldDate: '2026-03-07' }, 'mobile')).toEqual({ status: 'SOLD', date: 'Mar 7, 2026' });
    expect(statusPill({ marketStatus: 4, listingLevel: FREE, soldDate: '2026-03-07' }, 'mobile')).toEqual({ status: 'SOLD', date: null });
    expect(statusPill({ marketStatus: 4, listingLevel: FREE, soldDate: '2026-03-07' }, 'desktop')).toEqual({ status: 'SOLD', date: 'Mar 7, 2026' });
    expect(statusPill({ marketStatus: 4, listingLevel: PREMIUM, soldDate: null }, 'desktop')).toEqual({ status: 'SOLD', date: null });
    expect(soldDateLabel('0001-01-01')).toBeNull();
    expect(statusPill({ marketStatus: 3, listingLevel: PREMIUM, soldDate: null }, 'desktop')).toEqual({ status: 'OFF_MARKET' });
  });
});

describe('placard actions and blocks (SPEC §4)', () => {
  it('hides contact actions for free, off-market and sold listings', () => {
    expect(showsContactActions({ marketStatus: 1, listingLevel: PREMIUM })).toBe(true);
    expect(showsContactActions({ marketStatus: 2, listingLevel: PREMIUM })).toBe(true);
    expect(showsContactActions({ marketStatus: 1, listingLevel: FREE })).toBe(false);
    expect(showsContactActions({ marketStatus: 3, listingLevel: PREMIUM })).toBe(false);
    expect(showsContactActions({ marketStatus: 4, listingLevel: PREMIUM })).toBe(false);
  });

  it('shows no broker block for free-tier and courtesy listings', () => {
    expect(showsBrokerBlock({ listingLevel: PREMIUM, upgradeLevelId: 0 })).toBe(true);
    expect(showsBrokerBlock({ listingLevel: FREE, upgradeLevelId: 0 })).toBe(false);
    expect(showsBrokerBlock({ listingLevel: PREMIUM, upgradeLevelId: -10 })).toBe(false);
  });

  it('gives the carousel only to gold, platinum and diamond listings with several photos', () => {
    for (const upgrade of [1, 2, 3] as const) expect(hasPlacardCarousel({ upgradeLevelId: upgrade, imageIds: [1, 2] })).toBe(true);
    for (const upgrade of [-10, 0] as const) expect(hasPlacardCarousel({ upgradeLevelId: upgrade, imageIds: [1, 2] })).toBe(false);
    expect(hasPlacardCarousel({ upgradeLevelId: 3, imageIds: [1] })).toBe(false);
  });
});

describe('level class and image size (SPEC §3, §9)', () => {
  it('uses the upgrade before the tier, and the SPEC size per class', () => {
    expect(placardLevel({ listingLevel: FREE, upgradeLevelId: 3, isShowcase: false })).toBe('diamond');
    expect(placardLevel({ listingLevel: 21, upgradeLevelId: 0, isShowcase: false })).toBe('standard');
    expect(placardImageSize.diamond).toEqual({ height: 360, width: 990 });
    expect(placardImageSize.free).toEqual({ height: 134, width: 201 });
    expect(placardImageSize.gold).toEqual({ height: 216, width: 320 });
  });
});

describe('price-change tag (SPEC §5)', () => {
  it('shows only when lookback and change are nonzero', () => {
    expect(priceChangeTag(-25_000, 30)).toEqual({ direction: 'reduced', amount: '$25,000' });
    expect(priceChangeTag(10_000, 7)).toEqual({ direction: 'increased', amount: '$10,000' });
    expect(priceChangeTag(-25_000, undefined)).toBeNull();
    expect(priceChangeTag(0, 30)).toBeNull();
    expect(priceChangeTag(null, 30)).toBeNull();
  });
});
