import { AccountType } from '@/lib/domain/account-type';
import { hashPassword } from '@/lib/accounts/password';
import { states } from '@/lib/geo/states';
import type { SeedAccount } from './accounts-gen';
import type { Geography } from './geography-rows';
import type { ListingContext } from './listings-gen';
import { stateListingWeights } from './market';

/** Demo logins, documented in README ("Demo accounts"). */
export const DEMO_PASSWORD = 'acrewise-demo';

export async function demoUsers(firstSellerAccount: SeedAccount | undefined) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return [
    { email: 'buyer@example.com', passwordHash, contactName: 'Demo Buyer', accountType: AccountType.STANDARD_BUYER, newsletter: true },
    {
      email: 'seller@example.com', passwordHash, contactName: firstSellerAccount?.contactName ?? 'Demo Seller',
      accountType: firstSellerAccount?.accountType ?? AccountType.UNIVERSAL_PREMIUM_SELLER, accountId: firstSellerAccount?.id ?? null,
    },
    { email: 'admin@example.com', passwordHash, contactName: 'Demo Admin', accountType: AccountType.STANDARD_BUYER, isAdmin: true },
  ];
}

export function stateWeights(geography: Geography): Array<readonly [number, number]> {
  const withCounties = new Set(geography.counties.map((c) => c.stateId));
  return states.filter((s) => withCounties.has(s.id)).map((s) => [s.id, stateListingWeights[s.abbreviation] ?? 1] as const);
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

export function listingContext(geography: Geography, accounts: readonly SeedAccount[], large: boolean): ListingContext {
  const regionByCounty = new Map<number, number>();
  for (const region of geography.regions) for (const countyId of region.countyIds) if (!regionByCounty.has(countyId)) regionByCounty.set(countyId, region.id);
  return {
    geography,
    accountsByState: groupBy(accounts, (a) => a.stateId),
    allAccounts: accounts,
    stateWeights: stateWeights(geography),
    countiesByState: groupBy(geography.counties, (c) => c.stateId),
    zipsByCounty: groupBy(geography.zips, (z) => z.countyId),
    citiesById: new Map(geography.cities.map((c) => [c.id, c])),
    cityIdByKey: new Map(geography.cities.map((c) => [c.key, c.id])),
    regionByCounty,
    large,
  };
}
