import { AccountType, ListingTier, UpgradeLevel, type ListingTierId, type UpgradeLevelId } from '@/lib/domain';
import type { Random } from './random';

export { tierForPlan } from '@/lib/domain';

/**
 * Most listings run at their tier (upgrade TIER); a few paid ones buy gold, platinum or diamond,
 * signature accounts more often; feed listings and some free ones are courtesy listings.
 */
export function drawUpgrade(random: Random, tier: ListingTierId, accountType: number): UpgradeLevelId {
  if (accountType === AccountType.LISTING_FEED_SELLER && random.chance(0.5)) return UpgradeLevel.COURTESY;
  if (tier === ListingTier.FREE) return random.chance(0.04) ? UpgradeLevel.COURTESY : UpgradeLevel.TIER;
  const boost = tier === ListingTier.SIGNATURE ? 1.6 : 1;
  return random.weighted<UpgradeLevelId>([
    [UpgradeLevel.DIAMOND, 1 * boost], [UpgradeLevel.PLATINUM, 2.5 * boost], [UpgradeLevel.GOLD, 6 * boost], [UpgradeLevel.TIER, 90.5],
  ]);
}

/** Photos per listing: one for free listings, up to 8-20 for the upgraded ones. */
export function photoCountFor(random: Random, tier: ListingTierId, upgrade: UpgradeLevelId, largeRun: boolean): number {
  if (upgrade === UpgradeLevel.DIAMOND) return random.int(14, 20);
  if (upgrade === UpgradeLevel.PLATINUM) return random.int(10, 16);
  if (upgrade === UpgradeLevel.GOLD) return random.int(8, 12);
  // A benchmark-sized run keeps one photo for every listing that did not pay for an upgrade.
  if (largeRun || tier === ListingTier.FREE) return 1;
  if (tier === ListingTier.SIGNATURE) return random.int(8, 14);
  if (tier === ListingTier.PREMIUM) return random.int(5, 10);
  return random.int(3, 6);
}
