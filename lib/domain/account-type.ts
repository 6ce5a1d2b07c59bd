// SPEC §3: account types and the plan family each maps to.
export const AccountType = {
  STANDARD_BUYER: 1,
  CORPORATE_STANDARD_MASTER: 3,
  CORPORATE_CHILD: 4,
  LISTING_FEED_SELLER: 8,
  STANDARD_FREE_SELLER: 11,
  UNIVERSAL_STANDARD_SELLER: 12,
  UNIVERSAL_PREMIUM_SELLER: 13,
  HOMES: 20,
  UNIVERSAL_SIGNATURE_SELLER: 40,
  CORPORATE_SIGNATURE_MASTER: 41,
  LEGACY_PREMIUM_SELLER: 50,
  CORPORATE_PREMIUM_MASTER: 51,
  PROSPECT: 401,
} as const;
export type AccountTypeKey = keyof typeof AccountType;
export type AccountTypeId = (typeof AccountType)[AccountTypeKey];

export type PlanFamily = 'standard' | 'premium' | 'signature' | 'free' | 'homes';

const planOf: Partial<Record<AccountTypeId, PlanFamily>> = {
  1: 'free',
  3: 'standard',
  8: 'standard',
  11: 'free',
  12: 'standard',
  13: 'premium',
  20: 'homes',
  40: 'signature',
  41: 'signature',
  50: 'premium',
  51: 'premium',
  401: 'free',
};

/** SPEC §3: a corporate child takes the plan of its parent account type. */
export function planFamily(type: AccountTypeId, parentType?: AccountTypeId): PlanFamily {
  if (type === AccountType.CORPORATE_CHILD) {
    return parentType !== undefined && parentType !== AccountType.CORPORATE_CHILD ? planFamily(parentType) : 'standard';
  }
  return planOf[type] ?? 'free';
}

const knownTypes = new Set<number>(Object.values(AccountType));

/** The plan family of an account type as stored (a number); a type we do not know counts as free. */
export function planOfStoredType(type: number): PlanFamily {
  return knownTypes.has(type) ? planFamily(type as AccountTypeId) : 'free';
}

// SPEC §3: directory member types.
export const MemberType = {
  BROKER: 'Broker',
  AGENT: 'Agent',
  AUCTIONEER: 'Auctioneer',
  PROPERTY_OWNER: 'PropertyOwner',
  LAND_RETAILER: 'LandRetailer',
} as const;
export type MemberTypeId = (typeof MemberType)[keyof typeof MemberType];

/** SPEC §2.5: directory type filter segments. */
export const memberTypeSlug: Record<MemberTypeId, string> = {
  Broker: 'brokers',
  Agent: 'agents',
  Auctioneer: 'auctioneer',
  PropertyOwner: 'owner',
  LandRetailer: 'retailer',
};
