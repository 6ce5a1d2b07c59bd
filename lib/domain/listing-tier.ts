import type { PlanFamily } from './account-type';

// SPEC §3 enumerations: listing tiers and upgrade levels.
export const ListingTier = {
  FREE: 3,
  STANDARD: 20,
  HOMES: 21,
  PREMIUM: 23,
  SIGNATURE: 30,
} as const;
export type ListingTierKey = keyof typeof ListingTier;
export type ListingTierId = (typeof ListingTier)[ListingTierKey];

export const UpgradeLevel = {
  COURTESY: -10,
  TIER: 0,
  GOLD: 1,
  PLATINUM: 2,
  DIAMOND: 3,
} as const;
export type UpgradeLevelKey = keyof typeof UpgradeLevel;
export type UpgradeLevelId = (typeof UpgradeLevel)[UpgradeLevelKey];

/** Level classes used for styling placards (SPEC §3 "Listing placard"). */
export type LevelClass = 'free' | 'standard' | 'premium' | 'signature' | 'showcase' | 'gold' | 'platinum' | 'diamond';

const tierClass: Record<ListingTierId, LevelClass> = {
  3: 'free',
  20: 'standard',
  // SPEC §9: the homes tier is shown as standard.
  21: 'standard',
  23: 'premium',
  30: 'signature',
};

/** Upgrades outrank the base tier; a showcase flag sits between signature and gold. */
export function levelClass(tier: ListingTierId, upgrade: UpgradeLevelId, isShowcase = false): LevelClass {
  if (upgrade === UpgradeLevel.DIAMOND) return 'diamond';
  if (upgrade === UpgradeLevel.PLATINUM) return 'platinum';
  if (upgrade === UpgradeLevel.GOLD) return 'gold';
  if (isShowcase) return 'showcase';
  return tierClass[tier];
}

export function isCourtesy(upgrade: UpgradeLevelId): boolean {
  return upgrade === UpgradeLevel.COURTESY;
}

const tierOfPlan: Record<PlanFamily, ListingTierId> = {
  free: ListingTier.FREE, standard: ListingTier.STANDARD, premium: ListingTier.PREMIUM, signature: ListingTier.SIGNATURE, homes: ListingTier.HOMES,
};

/** SPEC §3: a listing's tier is its account's plan (a corporate child's is its parent's). */
export const tierForPlan = (plan: PlanFamily): ListingTierId => tierOfPlan[plan];
