import { MarketStatus, type MarketStatusId, SaleType, type SaleTypeId } from '@/lib/domain';
import type { House } from './listing-features';
import { basePricePerAcre, housePricePerSqft, typeMaxAcres, typeMedianAcres, typeValueFactor } from './market';
import type { Random } from './random';
import { DAY_MS } from './seed-clock';

export const MIN_ACRES = 1;
export const MAX_ACRES = 5000;

export interface Terms {
  acres: number;
  price: number;
  pricePerAcre: number;
  saleType: SaleTypeId;
  marketStatus: MarketStatusId;
  dateListed: Date;
  /** Negative for a reduction; the price above already includes it. */
  priceChangeAmount: number | null;
  priceChangedAt: Date | null;
  salesPrice: number | null;
  soldDate: string | null;
}

/** Asking prices end the way sellers write them: $249,900, $1,250,000. */
export function roundPrice(random: Random, price: number): number {
  const step = price >= 1_000_000 ? 10_000 : price >= 100_000 ? 1_000 : 100;
  const rounded = Math.max(step, Math.round(price / step) * step);
  return step === 1_000 && random.chance(0.35) ? rounded - 100 : rounded;
}

/** Log-normal acres around the type's median, redrawn until within 1 acre and the type's most (5,000 for most types). */
export function drawAcres(random: Random, primaryType: number): number {
  const median = typeMedianAcres[primaryType] ?? 40;
  const most = typeMaxAcres[primaryType] ?? MAX_ACRES;
  for (let attempt = 0; attempt < 10; attempt++) {
    const acres = random.logNormal(median, 1.1);
    if (acres >= MIN_ACRES && acres <= most) return Math.round(acres * 100) / 100;
  }
  return Math.min(most, Math.max(MIN_ACRES, Math.round(median * 100) / 100));
}

export interface TermsInput {
  /** The listing's acres (drawAcres, fitted to its county by listing-place.ts). */
  acres: number;
  abbreviation: string;
  /** How built-up the county is (county-density.ts): land by a city costs more. */
  countyDensity: number;
  primaryType: number;
  house: House | null;
  /** Auctioneers sell most of their land at auction. */
  auctionChance: number;
  today: number;
}

export function drawTerms(random: Random, input: TermsInput): Terms {
  const acres = input.acres;
  // Bigger tracts sell for less per acre (about -15% per tenfold acreage around 40 acres), and land in
  // a built-up county for more (x1.5 at density 7.5, x5 at most: Dallas County).
  const sizeFactor = Math.pow(acres / 40, -0.07);
  const cityFactor = Math.min(5, 1 + input.countyDensity / 15);
  const landPerAcre = basePricePerAcre(input.abbreviation) * (typeValueFactor[input.primaryType] ?? 1) * sizeFactor * cityFactor * random.logNormal(1, 0.35);
  const houseValue = input.house ? input.house.sqft * housePricePerSqft(input.abbreviation) * random.logNormal(1, 0.25) : 0;
  let price = roundPrice(random, Math.min(95_000_000, landPerAcre * acres + houseValue));

  // Active listings are mostly recent; sold and off-market ones skew older. Within ~2 years.
  const marketStatus = random.weighted<MarketStatusId>([
    [MarketStatus.AVAILABLE, 80], [MarketStatus.UNDER_CONTRACT, 8], [MarketStatus.OFF_MARKET, 5], [MarketStatus.SOLD, 7],
  ]);
  const active = marketStatus === MarketStatus.AVAILABLE || marketStatus === MarketStatus.UNDER_CONTRACT;
  const sold = marketStatus === MarketStatus.SOLD;
  const daysAgo = Math.min(729, Math.max(sold ? 30 : 0, Math.floor(-Math.log(1 - random.next()) * (active ? 160 : 300))));
  const listedAt = input.today - daysAgo * DAY_MS - random.int(0, DAY_MS - 1);

  let priceChangeAmount: number | null = null;
  let priceChangedAt: Date | null = null;
  if (daysAgo >= 14 && random.chance(0.2)) {
    const reduction = random.chance(0.85);
    const before = price;
    price = roundPrice(random, price * (reduction ? 1 - random.between(0.03, 0.15) : 1 + random.between(0.02, 0.08)));
    priceChangeAmount = price - before;
    priceChangedAt = new Date(listedAt + random.int(7, daysAgo) * DAY_MS);
  }
  if (priceChangeAmount === 0) [priceChangeAmount, priceChangedAt] = [null, null];

  const soldAt = sold ? Math.min(input.today - DAY_MS, listedAt + random.int(20, daysAgo) * DAY_MS) : null;
  return {
    acres,
    price,
    pricePerAcre: Math.round((price / acres) * 100) / 100,
    saleType: random.chance(input.auctionChance) ? SaleType.AUCTION : SaleType.SALE,
    marketStatus,
    dateListed: new Date(listedAt),
    priceChangeAmount,
    priceChangedAt,
    salesPrice: sold ? roundPrice(random, price * random.between(0.86, 1.01)) : null,
    soldDate: soldAt !== null ? new Date(soldAt).toISOString().slice(0, 10) : null,
  };
}
