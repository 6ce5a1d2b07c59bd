import { Activity } from '@/lib/domain/activity';
import { ListingTier, UpgradeLevel, type ListingTierId, type UpgradeLevelId } from '@/lib/domain/listing-tier';
import { MarketStatus, type MarketStatusId } from '@/lib/domain/market-status';
import { PropertyType } from '@/lib/domain/property-type';
import { SaleType } from '@/lib/domain/sale-type';
import type { PlanFamily } from '@/lib/domain/account-type';
import { stateById } from '@/lib/geo/states';
import type { SeedAccount } from './accounts-gen';
import type { Geography } from './geography-rows';
import { listingDescription, listingTitle } from './listing-text';
import { basePricePerAcre, mineralStates, primaryTypeWeights, typeMedianAcres, typeValueFactor } from './market';
import type { Random } from './random';

/** Fixed "today" of the seeded world, so dates do not depend on when the seed runs. */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;

const tierOfPlan: Record<PlanFamily, ListingTierId> = {
  free: ListingTier.FREE, standard: ListingTier.STANDARD, premium: ListingTier.PREMIUM, signature: ListingTier.SIGNATURE, homes: ListingTier.HOMES,
};
const tierWeight: Record<ListingTierId, number> = { 3: 0, 20: 1, 21: 1, 23: 2, 30: 3 };
const upgradeWeight: Record<UpgradeLevelId, number> = { [-10]: 0, 0: 0, 1: 1, 2: 2, 3: 3 };

/** DEFAULT order: upgrade (diamond, platinum, gold) then tier, then the newest. */
export function rankScore(tier: ListingTierId, upgrade: UpgradeLevelId, listedAtMs: number): number {
  return (upgradeWeight[upgrade] * 4 + tierWeight[tier]) * 1e10 + Math.floor(listedAtMs / 1000);
}

export interface SeedListing {
  row: Record<string, unknown> & { id: number; listingLevel: ListingTierId; upgradeLevelId: UpgradeLevelId };
  photoCount: number;
}

function roundPrice(price: number): number {
  const step = price > 1_000_000 ? 10_000 : price > 100_000 ? 1_000 : 100;
  return Math.max(step, Math.round(price / step) * step);
}

function upgradeFor(random: Random, tier: ListingTierId): UpgradeLevelId {
  if (tier === ListingTier.FREE) return random.chance(0.08) ? UpgradeLevel.COURTESY : UpgradeLevel.TIER;
  return random.weighted<UpgradeLevelId>([[UpgradeLevel.DIAMOND, 1], [UpgradeLevel.PLATINUM, 2.5], [UpgradeLevel.GOLD, 6], [UpgradeLevel.TIER, 90.5]]);
}

function activitiesFor(random: Random, types: number): number {
  let bits = 0;
  if (types & (PropertyType.HUNTING | PropertyType.RECREATIONAL | PropertyType.TIMBERLAND)) bits |= Activity.hunting | Activity.camping;
  if (types & PropertyType.WATERFRONT) bits |= Activity.fishing | Activity.boating | Activity['canoeing-kayaking'];
  if (types & PropertyType.HORSE) bits |= Activity['horseback-riding'];
  if (random.chance(0.2)) bits |= Activity['off-roading'];
  if (random.chance(0.1)) bits |= Activity.rving;
  return bits;
}

export function photoCountFor(random: Random, tier: ListingTierId, upgrade: UpgradeLevelId, large: boolean): number {
  if (upgrade >= UpgradeLevel.GOLD) return random.int(12, 20);
  if (large || tier === ListingTier.FREE) return 1;
  return tier === ListingTier.SIGNATURE ? random.int(8, 14) : tier === ListingTier.PREMIUM ? random.int(5, 10) : random.int(2, 6);
}

export interface ListingContext {
  geography: Geography;
  accountsByState: ReadonlyMap<number, readonly SeedAccount[]>;
  allAccounts: readonly SeedAccount[];
  stateWeights: ReadonlyArray<readonly [number, number]>;
  countiesByState: ReadonlyMap<number, readonly Geography['counties'][number][]>;
  zipsByCounty: ReadonlyMap<number, readonly Geography['zips'][number][]>;
  citiesById: ReadonlyMap<number, Geography['cities'][number]>;
  cityIdByKey: ReadonlyMap<string, number>;
  regionByCounty: ReadonlyMap<number, number>;
  large: boolean;
}

export function generateListing(random: Random, id: number, ctx: ListingContext): SeedListing {
  const stateId = random.weighted(ctx.stateWeights);
  const state = stateById(stateId);
  const county = random.pick(ctx.countiesByState.get(stateId) ?? []);
  const zips = ctx.zipsByCounty.get(county.id) ?? [];
  const zip = zips.length > 0 ? random.pick(zips) : undefined;
  const cityId = zip ? ctx.cityIdByKey.get(zip.cityKey) : undefined;
  const city = cityId !== undefined ? ctx.citiesById.get(cityId) : undefined;
  const baseLat = zip?.latitude ?? county.latitude;
  const baseLon = zip?.longitude ?? county.longitude;
  const account = random.pick(ctx.accountsByState.get(stateId) ?? ctx.allAccounts);

  const primary = random.weighted(primaryTypeWeights);
  let types = primary;
  if (random.chance(0.35)) types |= random.weighted(primaryTypeWeights);
  const hasHouse = primary === PropertyType.RESIDENTIAL || random.chance(0.22);
  if (hasHouse) types |= PropertyType.HOUSE;
  const acres = Math.min(20000, Math.max(0.25, Math.round(random.logNormal(typeMedianAcres[primary] ?? 40, 1.1) * 100) / 100));
  const ppa = basePricePerAcre(state?.abbreviation ?? '') * (typeValueFactor[primary] ?? 1) * Math.pow(acres, -0.12) * random.logNormal(1, 0.3);
  const beds = hasHouse ? random.int(2, 5) : null;
  let price = Math.min(60_000_000, roundPrice(ppa * acres + (hasHouse ? random.int(150, 600) * 1000 : 0)));

  const tier = tierOfPlan[account.plan];
  const upgrade = upgradeFor(random, tier);
  const listedAt = SEED_REFERENCE_DATE - random.int(0, 730) * DAY - random.int(0, DAY - 1);
  const marketStatus = random.weighted<MarketStatusId>([[MarketStatus.AVAILABLE, 80], [MarketStatus.UNDER_CONTRACT, 8], [MarketStatus.OFF_MARKET, 5], [MarketStatus.SOLD, 7]]);
  const saleType = random.chance(0.06) ? SaleType.AUCTION : SaleType.SALE;
  const changed = random.chance(0.18) ? (random.chance(0.85) ? -1 : 1) : 0;
  const priceChangeAmount = changed ? roundPrice(price * random.int(3, 15) / 100) * changed : null;
  if (priceChangeAmount) price = Math.max(1000, price + priceChangeAmount);
  const sold = marketStatus === MarketStatus.SOLD;
  const soldAt = sold ? listedAt + random.int(20, Math.max(21, Math.floor((SEED_REFERENCE_DATE - listedAt) / DAY))) * DAY : null;
  const photoCount = photoCountFor(random, tier, upgrade, ctx.large);
  const textInput = {
    acres, primaryType: primary, countyFullName: county.fullName, cityName: city?.name ?? null,
    stateName: state?.name ?? '', stateAbbreviation: state?.abbreviation ?? '', hasHouse, beds,
  };
  return {
    photoCount,
    row: {
      id, siteListingId: 100_000 + id, accountId: account.id, parentAccountId: account.parentAccountId,
      externalSourceId: account.accountType === 8 ? `FEED-${id}` : null, partnerId: account.accountType === 8 ? random.int(1, 6) : null,
      saleType, marketStatus, listingLevel: tier, upgradeLevelId: upgrade, isShowcase: tier === ListingTier.SIGNATURE && random.chance(0.15),
      rankScore: rankScore(tier, upgrade, listedAt), price, acres, pricePerAcre: Math.round((price / acres) * 100) / 100,
      title: listingTitle(random, textInput), description: listingDescription(random, textInput),
      address1: random.chance(0.6) ? `${random.int(100, 99999)} County Road ${random.int(1, 999)}` : null,
      zip: zip?.zip ?? null, stateId, countyId: county.id, cityId: cityId ?? null, regionId: ctx.regionByCounty.get(county.id) ?? null,
      canonicalLocation: `${county.slug}-${(state?.abbreviation ?? 'us').toLowerCase()}`,
      latitude: Math.round((baseLat + (random.next() - 0.5) * 0.12) * 1e6) / 1e6,
      longitude: Math.round((baseLon + (random.next() - 0.5) * 0.12) * 1e6) / 1e6,
      beds, baths: hasHouse ? random.int(2, 8) / 2 : null, homeSqft: hasHouse ? random.int(9, 45) * 100 : null, hasHouse,
      hasVideo: random.chance(tier === ListingTier.FREE ? 0.03 : 0.18), hasVirtualTour: random.chance(tier === ListingTier.FREE ? 0.01 : 0.08),
      hasCustomMap: random.chance(0.2), mineralRights: random.chance(mineralStates.has(state?.abbreviation ?? '') ? 0.2 : 0.04),
      ownerFinancing: random.chance(0.07), propertyTypes: types, activityTypes: activitiesFor(random, types),
      dateListed: new Date(listedAt), priceChangeAmount, priceChangedAt: priceChangeAmount ? new Date(SEED_REFERENCE_DATE - random.int(1, 90) * DAY) : null,
      salesPrice: sold ? roundPrice(price * random.int(88, 100) / 100) : null,
      soldDate: soldAt ? new Date(Math.min(soldAt, SEED_REFERENCE_DATE)).toISOString().slice(0, 10) : null,
      photoCount,
    },
  };
}
