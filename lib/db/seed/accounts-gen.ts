import { AccountType, MemberType, planFamily, type AccountTypeId, type MemberTypeId, type PlanFamily } from '@/lib/domain/account-type';
import type { Region } from '@/lib/geo/regions';
import { stateById } from '@/lib/geo/states';
import { companyPatterns, firstNames, lastNames } from './names';
import type { Random } from './random';

export interface SeedAccount {
  id: number;
  accountType: AccountTypeId;
  parentAccountId: number | null;
  memberType: MemberTypeId;
  companyName: string | null;
  contactName: string;
  email: string;
  officePhone: string;
  preferredPhone: string;
  city: string;
  stateId: number;
  zip: string | null;
  description: string;
  licenseNumber: string | null;
  alcCertified: boolean;
  alcAdvancedCertified: boolean;
  isFree: boolean;
  plan: PlanFamily;
}

const memberWeights: ReadonlyArray<readonly [MemberTypeId, number]> = [
  [MemberType.BROKER, 45], [MemberType.AGENT, 35], [MemberType.AUCTIONEER, 7],
  [MemberType.PROPERTY_OWNER, 8], [MemberType.LAND_RETAILER, 5],
];

const paidTypes: ReadonlyArray<readonly [AccountTypeId, number]> = [
  [AccountType.UNIVERSAL_STANDARD_SELLER, 30], [AccountType.UNIVERSAL_PREMIUM_SELLER, 25],
  [AccountType.UNIVERSAL_SIGNATURE_SELLER, 14], [AccountType.LEGACY_PREMIUM_SELLER, 6],
  [AccountType.LISTING_FEED_SELLER, 5], [AccountType.STANDARD_FREE_SELLER, 12], [AccountType.HOMES, 3],
  [AccountType.CORPORATE_STANDARD_MASTER, 2], [AccountType.CORPORATE_PREMIUM_MASTER, 2], [AccountType.CORPORATE_SIGNATURE_MASTER, 1],
];
const corporateMasters: ReadonlySet<number> = new Set([3, 41, 51]);

function phone(random: Random): string {
  return `(${random.int(201, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

/** Brokers and members of every SPEC §3 type; corporate masters get child accounts. */
export function generateAccounts(random: Random, count: number, stateWeights: ReadonlyArray<readonly [number, number]>, regions: readonly Region[]): SeedAccount[] {
  const accounts: SeedAccount[] = [];
  while (accounts.length < count) {
    const id = accounts.length + 1;
    const stateId = random.weighted(stateWeights);
    const state = stateById(stateId);
    const memberType = random.weighted(memberWeights);
    const accountType = memberType === MemberType.PROPERTY_OWNER ? AccountType.STANDARD_FREE_SELLER : random.weighted(paidTypes);
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const regionName = random.pick(regions.filter((r) => r.stateId === stateId).map((r) => r.name).concat(state?.name ?? 'Heartland'));
    const company =
      memberType === MemberType.PROPERTY_OWNER
        ? null
        : random.pick(companyPatterns).replace('{last2}', random.pick(lastNames)).replace('{last}', last).replace('{region}', regionName);
    const account = makeAccount(random, { id, accountType, parentAccountId: null, memberType, stateId, first, last, company });
    accounts.push(account);
    if (corporateMasters.has(accountType)) {
      for (let c = 0, n = random.int(2, 5); c < n && accounts.length < count; c++) {
        const childFirst = random.pick(firstNames);
        const childLast = random.pick(lastNames);
        accounts.push(
          makeAccount(random, {
            id: accounts.length + 1, accountType: AccountType.CORPORATE_CHILD, parentAccountId: id, memberType: MemberType.AGENT,
            stateId, first: childFirst, last: childLast, company, parentType: accountType,
          }),
        );
      }
    }
  }
  return accounts;
}

interface AccountSeed {
  id: number;
  accountType: AccountTypeId;
  parentAccountId: number | null;
  memberType: MemberTypeId;
  stateId: number;
  first: string;
  last: string;
  company: string | null;
  parentType?: AccountTypeId;
}

function makeAccount(random: Random, s: AccountSeed): SeedAccount {
  const plan = planFamily(s.accountType, s.parentType);
  const state = stateById(s.stateId);
  const licensed = s.memberType === MemberType.BROKER || s.memberType === MemberType.AGENT || s.memberType === MemberType.AUCTIONEER;
  const alc = licensed && random.chance(0.12);
  return {
    id: s.id,
    accountType: s.accountType,
    parentAccountId: s.parentAccountId,
    memberType: s.memberType,
    companyName: s.company,
    contactName: `${s.first} ${s.last}`,
    email: `${s.first}.${s.last}.${s.id}@example.com`.toLowerCase(),
    officePhone: phone(random),
    preferredPhone: phone(random),
    city: state?.name ?? '',
    stateId: s.stateId,
    zip: null,
    description: `${s.first} ${s.last} helps buyers and sellers of rural land across ${state?.name ?? 'the region'}${s.company ? ` with ${s.company}` : ''}.`,
    licenseNumber: licensed ? `${state?.abbreviation ?? 'US'}-${random.int(100000, 999999)}` : null,
    alcCertified: alc,
    alcAdvancedCertified: alc && random.chance(0.25),
    isFree: plan === 'free',
    plan,
  };
}
