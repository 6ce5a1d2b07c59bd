import { UpgradeLevel, type ListingTierId, type UpgradeLevelId } from '@/lib/domain';

// The DEFAULT listing order (sort id 26) as one indexed number (listings.rank_score):
// diamond, platinum, gold first, then signature, premium, standard/homes, free, each newest first.

const tierWeight: Record<ListingTierId, number> = { 3: 0, 20: 1, 21: 1, 23: 2, 30: 3 };
const upgradeWeight: Record<UpgradeLevelId, number> = {
  [UpgradeLevel.COURTESY]: 0, [UpgradeLevel.TIER]: 0, [UpgradeLevel.GOLD]: 1, [UpgradeLevel.PLATINUM]: 2, [UpgradeLevel.DIAMOND]: 3,
};

/** (upgrade * 4 + tier) * 1e10 + seconds since the epoch the listing was listed (or refreshed). */
export function rankScore(tier: ListingTierId, upgrade: UpgradeLevelId, listedAt: Date | number): number {
  const ms = typeof listedAt === 'number' ? listedAt : listedAt.getTime();
  return (upgradeWeight[upgrade] * 4 + tierWeight[tier]) * 1e10 + Math.floor(ms / 1000);
}
