import type { accounts as accountsTable } from '@/lib/db/schema';
import { AccountType, MemberType, planFamily, type AccountTypeId, type MemberTypeId, type PlanFamily } from '@/lib/domain';
import { slugify } from '@/lib/geo/slug';
import { stateById } from '@/lib/geo/states';
import type { SeedWorld } from './seed-world';
import { initialsOf } from './account-images';
import { companyPatterns, firstNames, lastNames, streetNames } from './names';
import { Random, Stream, streamSeed } from './random';
import { DAY_MS as DAY, SEED_REFERENCE_DATE } from './seed-clock';

export type AccountRow = typeof accountsTable.$inferInsert & { id: number; stateId: number; memberType: MemberTypeId; contactName: string };

export interface SeedAccount {
  row: AccountRow;
  accountType: AccountTypeId;
  plan: PlanFamily;
  /** Relative share of listings this account carries (0: lists nothing). */
  listingWeight: number;
  /** Initials drawn on the generated portrait and company logo; null when the account has none. */
  portraitInitials: string | null;
  logoInitials: string | null;
}

// SPEC §3 member types and account types, in the proportions of a land portal's seller base.
const memberMix: ReadonlyArray<readonly [MemberTypeId, number]> = [
  [MemberType.BROKER, 40], [MemberType.AGENT, 33], [MemberType.AUCTIONEER, 7], [MemberType.PROPERTY_OWNER, 14], [MemberType.LAND_RETAILER, 6],
];
const T = AccountType;
const typeMix: Readonly<Record<MemberTypeId, ReadonlyArray<readonly [AccountTypeId, number]>>> = {
  Broker: [
    [T.UNIVERSAL_STANDARD_SELLER, 24], [T.UNIVERSAL_PREMIUM_SELLER, 24], [T.UNIVERSAL_SIGNATURE_SELLER, 12], [T.LEGACY_PREMIUM_SELLER, 6],
    [T.LISTING_FEED_SELLER, 8], [T.STANDARD_FREE_SELLER, 10], [T.HOMES, 3], [T.CORPORATE_STANDARD_MASTER, 4],
    [T.CORPORATE_PREMIUM_MASTER, 4], [T.CORPORATE_SIGNATURE_MASTER, 3], [T.PROSPECT, 2],
  ],
  Agent: [
    [T.UNIVERSAL_STANDARD_SELLER, 30], [T.UNIVERSAL_PREMIUM_SELLER, 24], [T.UNIVERSAL_SIGNATURE_SELLER, 8], [T.STANDARD_FREE_SELLER, 18],
    [T.HOMES, 9], [T.LEGACY_PREMIUM_SELLER, 4], [T.LISTING_FEED_SELLER, 5], [T.PROSPECT, 2],
  ],
  Auctioneer: [[T.UNIVERSAL_STANDARD_SELLER, 30], [T.UNIVERSAL_PREMIUM_SELLER, 35], [T.UNIVERSAL_SIGNATURE_SELLER, 20], [T.LISTING_FEED_SELLER, 10], [T.STANDARD_FREE_SELLER, 5]],
  PropertyOwner: [[T.STANDARD_FREE_SELLER, 82], [T.UNIVERSAL_STANDARD_SELLER, 15], [T.PROSPECT, 3]],
  LandRetailer: [[T.UNIVERSAL_PREMIUM_SELLER, 40], [T.UNIVERSAL_SIGNATURE_SELLER, 30], [T.LISTING_FEED_SELLER, 20], [T.UNIVERSAL_STANDARD_SELLER, 10]],
};
const memberListingWeight: Readonly<Record<MemberTypeId, number>> = { Broker: 8, Agent: 5, Auctioneer: 4, PropertyOwner: 2, LandRetailer: 16 };
const corporateMasters: ReadonlySet<number> = new Set([T.CORPORATE_STANDARD_MASTER, T.CORPORATE_PREMIUM_MASTER, T.CORPORATE_SIGNATURE_MASTER]);

const phone = (r: Random) => `(${r.int(201, 989)}) ${r.int(200, 999)}-${String(r.int(0, 9999)).padStart(4, '0')}`;

/** What a seller writes about themselves, from what the seed already knows of them (no random draws of its own). */
function accountDescription(a: { contactName: string; role: string; company: string | null; memberType: MemberTypeId; city: string; stateName: string | null; alc: boolean; licensed: boolean }): string {
  const first = a.contactName.split(' ')[0] ?? a.contactName;
  const paragraphs = [`${a.contactName} ${a.role}${a.company ? ` with ${a.company}` : ''}.`];
  if (a.memberType === MemberType.PROPERTY_OWNER) {
    paragraphs.push(`${first} answers questions about the land directly: boundaries, access, water and what the neighbours grow. Ask for a walk of the property.`);
  } else if (a.memberType === MemberType.AUCTIONEER) {
    paragraphs.push(`From the office in ${a.city}, ${first} runs land auctions on site and online: the terms, the inspection days and the bidding are explained before the sale.`);
  } else if (a.memberType === MemberType.LAND_RETAILER) {
    paragraphs.push(`${a.company ?? first} buys and divides rural tracts and sells them with simple terms, owner financing on many.`);
  } else {
    paragraphs.push(`Working from ${a.city}, ${first} walks every property before it is listed and knows the roads, soils, water, timber and hunting that buyers ask about.`);
  }
  const credentials = [a.licensed && a.stateName ? `Licensed in ${a.stateName}.` : null, a.alc ? 'An Accredited Land Consultant (ALC) of the REALTORS Land Institute.' : null].filter(Boolean);
  if (credentials.length > 0) paragraphs.push(credentials.join(' '));
  return paragraphs.join('\n\n');
}

/** Seller accounts of every SPEC §3 member and account type; corporate masters get child accounts. */
export function generateAccounts(seed: number, count: number, world: SeedWorld): SeedAccount[] {
  const random = new Random(streamSeed(seed, Stream.ACCOUNTS));
  const accounts: SeedAccount[] = [];
  while (accounts.length < count) {
    // The first account is always a corporate office, so even a small seed has a child account (the demo agent).
    const first = accounts.length === 0;
    const memberType = first ? MemberType.BROKER : random.weighted(memberMix);
    const accountType = first ? T.CORPORATE_PREMIUM_MASTER : random.weighted(typeMix[memberType]);
    const master = makeAccount(random, world, { id: accounts.length + 1, memberType, accountType, stateId: world.statePicker.pick(random) });
    accounts.push(master);
    if (!corporateMasters.has(accountType)) continue;
    for (let c = 0, n = random.int(2, 6); c < n && accounts.length < count; c++) {
      accounts.push(makeAccount(random, world, {
        id: accounts.length + 1, memberType: MemberType.AGENT, accountType: T.CORPORATE_CHILD, stateId: master.row.stateId, parent: master,
      }));
    }
  }
  return accounts;
}

interface AccountDraw {
  id: number;
  memberType: MemberTypeId;
  accountType: AccountTypeId;
  stateId: number;
  parent?: SeedAccount;
}

function companyName(random: Random, world: SeedWorld, memberType: MemberTypeId, stateId: number, last: string): string | null {
  const patterns = companyPatterns[memberType];
  if (!patterns) return null;
  const regions = world.regionsByState.get(stateId) ?? [];
  const place = regions.length > 0 && random.chance(0.6) ? random.pick(regions).name : (stateById(stateId)?.name ?? 'Heartland');
  return random.pick(patterns).replace('{last2}', random.pick(lastNames)).replace('{last}', last).replace('{region}', place);
}

function makeAccount(random: Random, world: SeedWorld, d: AccountDraw): SeedAccount {
  const state = stateById(d.stateId);
  const first = random.pick(firstNames);
  const last = random.pick(lastNames);
  const company = d.parent ? (d.parent.row.companyName ?? null) : companyName(random, world, d.memberType, d.stateId, last);
  const plan = planFamily(d.accountType, d.parent?.accountType);
  const office = random.pick(world.zipsByState.get(d.stateId) ?? world.zips);
  const licensed = d.memberType !== MemberType.PROPERTY_OWNER && d.memberType !== MemberType.LAND_RETAILER;
  const alc = licensed && random.chance(0.12);
  const prospect = d.accountType === T.PROSPECT;
  const master = corporateMasters.has(d.accountType);
  const productivity = random.logNormal(1, 0.8);
  const listingWeight = prospect ? 0 : memberListingWeight[d.memberType] * productivity * (master ? 0.4 : 1);
  const contactName = `${first} ${last}`;
  const role = d.memberType === MemberType.PROPERTY_OWNER ? 'sells land of their own' : `helps buyers and sellers of rural land across ${state?.name ?? 'the region'}`;
  const portrait = d.memberType !== MemberType.PROPERTY_OWNER ? random.chance(0.9) : random.chance(0.25);
  return {
    accountType: d.accountType,
    plan,
    listingWeight,
    portraitInitials: portrait ? initialsOf(contactName) : null,
    logoInitials: company ? initialsOf(company) : null,
    row: {
      id: d.id,
      accountType: d.accountType,
      parentAccountId: d.parent?.row.id ?? null,
      memberType: d.memberType,
      companyName: company,
      contactName,
      email: `${slugify(first)}.${slugify(last)}.${d.id}@example.com`,
      officePhone: phone(random),
      preferredPhone: phone(random),
      address1: `${random.int(100, 9999)} ${random.pick(streetNames)}`,
      city: office.cityName,
      stateId: d.stateId,
      zip: office.zip,
      description: accountDescription({ contactName, role, company, memberType: d.memberType, city: office.cityName, stateName: state?.name ?? null, alc, licensed }),
      licenseNumber: licensed ? `${state?.abbreviation ?? 'US'}-${random.int(100000, 999999)}` : null,
      websiteUrl: company ? `https://www.${slugify(company)}.example.com` : null,
      alcCertified: alc,
      alcAdvancedCertified: alc && random.chance(0.25),
      badgeId: licensed && plan !== 'free' && random.chance(0.1) ? random.int(1, 3) : null,
      portraitUpdatedAt: portrait ? new Date(SEED_REFERENCE_DATE - random.int(30, 1500) * DAY) : null,
      isFree: plan === 'free',
      isSeller: !prospect,
      isActive: random.chance(0.97),
      optInLeadTargeting: random.chance(0.4),
      createdAt: new Date(SEED_REFERENCE_DATE - random.int(60, 4000) * DAY),
    },
  };
}
