import type { listings } from '@/lib/db/schema';
import { AccountType, MemberType, ListingTier, UpgradeLevel, PropertyType, SaleType } from '@/lib/domain';
import { stateById } from '@/lib/geo/states';
import type { Zip } from '@/lib/geo/zips';
import { canonicalLocationOf } from '@/lib/listings/canonical-location';
import { rankScore } from '@/lib/listings/rank-score';
import type { SeedAccount } from './accounts-gen';
import { drawFeatures } from './listing-features';
import { drawHistory, type ListingEventRow } from './listing-history';
import { drawUpgrade, photoCountFor, tierForPlan } from './listing-level';
import { milesBetween, placeListing, type Place } from './listing-place';
import { drawAcres, drawTerms } from './listing-terms';
import { listingDescription } from './listing-description';
import { drawNouns, type TextInput, type Town } from './listing-text';
import { listingTitle } from './listing-title';
import { mineralStates, primaryTypeMix } from './market';
import { Random, Stream, streamSeed, WeightedPicker } from './random';
import type { SeedWorld } from './seed-world';

export type ListingRow = typeof listings.$inferInsert & { id: number; stateId: number; countyId: number };

export interface ListingDraft {
  row: ListingRow;
  account: SeedAccount;
  place: Place;
  primaryType: number;
  photoCount: number;
  /** listing_events rows: listed, price changes and status changes, oldest first. */
  events: ListingEventRow[];
}

/** The seed world plus who lists where, for one run. */
export interface ListingWorld extends SeedWorld {
  seed: number;
  today: number;
  /** Large runs keep one photo for listings without a paid upgrade. */
  largeRun: boolean;
  accountsByState: ReadonlyMap<number, WeightedPicker<SeedAccount>>;
  anyAccount: WeightedPicker<SeedAccount>;
  typeMixByState: ReadonlyMap<number, ReadonlyArray<readonly [number, number]>>;
}

export function buildListingWorld(world: SeedWorld, accounts: readonly SeedAccount[], options: { seed: number; today: number; largeRun: boolean }): ListingWorld {
  const byState = new Map<number, SeedAccount[]>();
  for (const a of accounts) {
    const list = byState.get(a.row.stateId);
    if (list) list.push(a);
    else byState.set(a.row.stateId, [a]);
  }
  const accountsByState = new Map<number, WeightedPicker<SeedAccount>>();
  for (const [stateId, list] of byState) {
    const picker = new WeightedPicker(list.map((a) => [a, a.listingWeight] as const));
    if (picker.size > 0) accountsByState.set(stateId, picker);
  }
  const typeMixByState = new Map([...world.countiesByState.keys()].map((id) => [id, primaryTypeMix(stateById(id)?.abbreviation ?? '')] as const));
  return { ...world, ...options, accountsByState, anyAccount: new WeightedPicker(accounts.map((a) => [a, a.listingWeight] as const)), typeMixByState };
}

/** The most acres a lot by a town has to be called "in" the town. */
const IN_TOWN_ACRES = 10;

/** Road miles: the straight line and a quarter for the way roads run, at least 1. */
const roadMiles = (straight: number) => Math.max(1, Math.round(straight * 1.25));

/** The listing's own town (its zip's city) and the road miles to it. */
function townOf(place: Place): Town | null {
  const zip = place.zip;
  return zip ? { name: zip.cityName, miles: roadMiles(milesBetween(place.longitude, place.latitude, zip.longitude, zip.latitude)) } : null;
}

/** The nearest town of the county other than the listing's own, with the road miles to it. */
function nearbyTown(zips: readonly Zip[], place: Place, cityName: string | null): Town | null {
  let best: Zip | undefined;
  let bestMiles = Infinity;
  for (const z of zips) {
    if (z.cityName === cityName) continue;
    const miles = milesBetween(place.longitude, place.latitude, z.longitude, z.latitude);
    if (miles < bestMiles) [best, bestMiles] = [z, miles];
  }
  return best ? { name: best.cityName, miles: roadMiles(bestMiles) } : null;
}

/** Listing `id` of a run: drawn from its own stream, so it does not depend on the listings before it. */
export function generateListing(id: number, w: ListingWorld): ListingDraft {
  const random = new Random(streamSeed(w.seed, Stream.LISTINGS, id));
  // The type decides the place for waterfront land; otherwise the state's mix decides the type. The
  // type and size decide the county: a big tract goes to the country, a lot by a town.
  const drawnState = w.statePicker.pick(random);
  let primaryType = random.weighted(w.typeMixByState.get(drawnState) ?? []);
  const place = placeListing(random, w, primaryType, drawnState, drawAcres(random, primaryType));
  const state = stateById(place.stateId);
  const abbreviation = state?.abbreviation ?? '';
  const account = (w.accountsByState.get(place.stateId) ?? w.anyAccount).pick(random);
  const tier = tierForPlan(account.plan);
  const homes = tier === ListingTier.HOMES;
  if (homes && primaryType !== PropertyType.LAKEFRONT && primaryType !== PropertyType.BEACHFRONT) primaryType = PropertyType.RESIDENTIAL;
  const features = drawFeatures(random, primaryType, abbreviation, homes);
  const auctioneer = account.row.memberType === MemberType.AUCTIONEER;
  const terms = drawTerms(random, {
    acres: place.acres, abbreviation, countyDensity: w.countyDensity.get(place.county.id) ?? 0, primaryType, house: features.house,
    auctionChance: auctioneer ? 0.7 : 0.025, today: w.today,
  });
  // The history has its own stream too: the asking kind and the events never move another field.
  const history = drawHistory(new Random(streamSeed(w.seed, Stream.LISTING_HISTORY, id)), { listingId: id, terms, auctioneer, today: w.today });
  const upgrade = drawUpgrade(random, tier, account.accountType);
  const paid = tier !== ListingTier.FREE;
  const upgraded = upgrade >= UpgradeLevel.GOLD;
  const retailer = account.row.memberType === MemberType.LAND_RETAILER;
  const mineralRights = !(features.propertyTypes & (PropertyType.RESIDENTIAL | PropertyType.HOMESITES | PropertyType.BEACHFRONT))
    && random.chance(mineralStates.has(abbreviation) ? 0.2 : 0.04);
  const ownerFinancing = random.chance(retailer ? 0.7 : account.row.memberType === MemberType.PROPERTY_OWNER ? 0.12 : 0.05);
  const lake = place.lakeId !== null ? w.geography.lakes[place.lakeId - 1] : undefined;
  const cityName = place.zip?.cityName ?? null;
  // The copy has a stream of its own, so rewording it never moves any other field of the listing.
  const textRandom = new Random(streamSeed(w.seed, Stream.LISTING_TEXT, id));
  const text: TextInput = {
    acres: terms.acres, primaryType, countyFullName: place.county.fullName, cityName, cityMiles: townOf(place)?.miles ?? null,
    inTown: place.setting === 'town' && terms.acres <= IN_TOWN_ACRES, nearbyTown: nearbyTown(w.zipsByCounty.get(place.county.id) ?? [], place, cityName),
    stateName: state?.name ?? '', stateAbbreviation: abbreviation, regionName: w.regionByCounty.get(place.county.id)?.name ?? null,
    waterName: lake?.name ?? (place.beach ? `the Beach at ${place.beach.name}` : null), house: features.house,
    auction: terms.saleType === SaleType.AUCTION, mineralRights, ownerFinancing,
  };
  const nouns = drawNouns(textRandom, text);
  const feed = account.accountType === AccountType.LISTING_FEED_SELLER;
  const partnerId = feed ? random.int(1, 6) : null;
  const photoCount = photoCountFor(random, tier, upgrade, w.largeRun);
  return {
    account, place, primaryType, photoCount, events: history.events,
    row: {
      id, siteListingId: 4_000_000 + id, accountId: account.row.id, parentAccountId: account.row.parentAccountId ?? null,
      externalSourceId: feed ? `FEED-${partnerId}-${900_000 + id}` : null, partnerId,
      saleType: terms.saleType, marketStatus: terms.marketStatus, listingLevel: tier, upgradeLevelId: upgrade,
      isShowcase: tier === ListingTier.SIGNATURE && random.chance(0.15), rankScore: rankScore(tier, upgrade, terms.dateListed),
      price: history.price, acres: terms.acres, pricePerAcre: history.pricePerAcre,
      title: listingTitle(textRandom, text, nouns), description: listingDescription(textRandom, text, nouns),
      address1: random.chance(0.55) ? `${random.int(100, 29999)} County Road ${random.int(1, 999)}` : null,
      zip: place.zip?.zip ?? null, stateId: place.stateId, countyId: place.county.id, cityId: place.cityId, regionId: place.regionId,
      lakeId: place.lakeId, canonicalLocation: canonicalLocationOf(place.county), latitude: place.latitude, longitude: place.longitude,
      beds: features.house?.beds ?? null, baths: features.house?.baths ?? null, homeSqft: features.house?.sqft ?? null, hasHouse: features.house !== null,
      hasVideo: random.chance(upgraded ? 0.5 : paid ? 0.18 : 0.02), hasVirtualTour: random.chance(upgraded ? 0.3 : paid ? 0.07 : 0.005),
      hasCustomMap: random.chance(paid ? 0.3 : 0.05), mineralRights, ownerFinancing,
      propertyTypes: features.propertyTypes, activityTypes: features.activityTypes, amenityTypes: features.amenityTypes,
      farmTypes: features.farmTypes, homeTypes: features.house?.homeTypes ?? 0,
      dateListed: terms.dateListed, priceChangeAmount: history.priceChangeAmount, priceChangedAt: history.priceChangedAt,
      salesPrice: terms.salesPrice, soldDate: terms.soldDate, photoCount, createdAt: terms.dateListed, updatedAt: history.updatedAt,
    },
  };
}
