import { levelClass, type LevelClass, ListingTier, UpgradeLevel, MarketStatus } from '@/lib/domain';
import { imageSizes } from '@/lib/images';
import type { ListingPlacard } from '@/lib/listings/placard';

// SPEC §4 placard rules and §9 image sizes, as pure functions of the listing and the device.

export type Device = 'mobile' | 'desktop';

/** SPEC §9 image size per level class; SPEC names none for premium, which is drawn like standard. */
export const placardImageSize: Record<LevelClass, { height: number; width: number }> = {
  free: imageSizes.free,
  standard: imageSizes.standard,
  premium: imageSizes.standard,
  signature: imageSizes.signature,
  showcase: imageSizes.showcase,
  gold: imageSizes.gold,
  platinum: imageSizes.platinum,
  diamond: imageSizes.diamond,
};

export function placardLevel(l: Pick<ListingPlacard, 'listingLevel' | 'upgradeLevelId' | 'isShowcase'>): LevelClass {
  return levelClass(l.listingLevel, l.upgradeLevelId, l.isShowcase);
}

const isFree = (l: Pick<ListingPlacard, 'listingLevel'>) => l.listingLevel === ListingTier.FREE;

/** "Nov 3, 2026" from an ISO date; null for a blank date or one that starts with 0. */
export function soldDateLabel(date: string | null): string | null {
  if (!date || date.startsWith('0')) return null;
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return null;
  return parsed.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/**
 * The status pill over the image, or null for none (SPEC §4 "Placard"): a market status, or Pending
 * for a free under-contract listing on mobile; a sold pill carries its date when it shows one. The
 * words are the brand's messages (`marketStatuses`, `placard.pending`, `placard.soldOn`).
 */
export type StatusPill =
  | { status: 'PENDING' | 'UNDER_CONTRACT' | 'OFF_MARKET' }
  | { status: 'SOLD'; date: string | null };

export function statusPill(l: Pick<ListingPlacard, 'marketStatus' | 'listingLevel' | 'soldDate'>, device: Device): StatusPill | null {
  switch (l.marketStatus) {
    case MarketStatus.UNDER_CONTRACT:
      return { status: device === 'mobile' && isFree(l) ? 'PENDING' : 'UNDER_CONTRACT' };
    case MarketStatus.OFF_MARKET:
      return { status: 'OFF_MARKET' };
    case MarketStatus.SOLD:
      return { status: 'SOLD', date: device === 'mobile' && isFree(l) ? null : soldDateLabel(l.soldDate) };
    default:
      return null;
  }
}

/** Contact and envelope actions are hidden for free, off-market and sold listings. */
export function showsContactActions(l: Pick<ListingPlacard, 'marketStatus' | 'listingLevel'>): boolean {
  return !isFree(l) && l.marketStatus !== MarketStatus.OFF_MARKET && l.marketStatus !== MarketStatus.SOLD;
}

/** Free-tier and courtesy listings show no broker block. */
export function showsBrokerBlock(l: Pick<ListingPlacard, 'listingLevel' | 'upgradeLevelId'>): boolean {
  return !isFree(l) && l.upgradeLevelId !== UpgradeLevel.COURTESY;
}

/** The placard image carousel is for gold, platinum and diamond listings with more than one photo. */
export function hasPlacardCarousel(l: Pick<ListingPlacard, 'upgradeLevelId' | 'imageIds'>): boolean {
  const upgraded = l.upgradeLevelId === UpgradeLevel.GOLD || l.upgradeLevelId === UpgradeLevel.PLATINUM || l.upgradeLevelId === UpgradeLevel.DIAMOND;
  return upgraded && l.imageIds.length > 1;
}

export interface PriceChange {
  direction: 'reduced' | 'increased';
  /** Whole dollars: "$25,000". */
  amount: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** SPEC §5: the price-change tag shows only when the lookback and the change are both nonzero. */
export function priceChangeTag(amount: number | null, lookbackDays: number | undefined): PriceChange | null {
  if (!lookbackDays || !amount) return null;
  return { direction: amount < 0 ? 'reduced' : 'increased', amount: usd.format(Math.abs(amount)) };
}
