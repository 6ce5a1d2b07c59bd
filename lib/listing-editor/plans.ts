import { z } from 'zod';
import { visitorText } from '@/lib/leads';
import { ListingTier, UpgradeLevel, type ListingTierId, type PlanFamily, type UpgradeLevelId } from '@/lib/domain';

// What each plan and listing upgrade includes (SPEC §3 tiers and upgrade levels, §4 placard rules, §9
// image sizes), as the workspace shows it and an upgrade request names it. Browser-safe. Prices and
// payment are the sales team's (docs/seller-workspace.md).

/** What a listing gets, each a fact of the product the tier switches on (copy: `sellerPlans.features.*`). */
export type PlanFeature =
  | 'brokerBlock' | 'contactButtons' | 'photoGallery' | 'largerPlacard' | 'searchCarousel' | 'rankedFirst' | 'largestPlacard';

export interface PlanInfo {
  id: 'free' | 'standard' | 'premium' | 'signature';
  tier: ListingTierId;
  features: readonly PlanFeature[];
}

export interface UpgradeInfo {
  id: 'gold' | 'platinum' | 'diamond';
  level: UpgradeLevelId;
  features: readonly PlanFeature[];
}

/** SPEC §4: free listings show no broker block and no contact actions; paid tiers do. */
export const plans: readonly PlanInfo[] = [
  { id: 'free', tier: ListingTier.FREE, features: ['photoGallery'] },
  { id: 'standard', tier: ListingTier.STANDARD, features: ['photoGallery', 'brokerBlock', 'contactButtons'] },
  { id: 'premium', tier: ListingTier.PREMIUM, features: ['photoGallery', 'brokerBlock', 'contactButtons', 'largerPlacard'] },
  { id: 'signature', tier: ListingTier.SIGNATURE, features: ['photoGallery', 'brokerBlock', 'contactButtons', 'largerPlacard', 'rankedFirst'] },
];

/** SPEC §4: gold, platinum and diamond placards carry a carousel in search; upgrades rank first (DEFAULT order). */
export const upgrades: readonly UpgradeInfo[] = [
  { id: 'gold', level: UpgradeLevel.GOLD, features: ['searchCarousel', 'rankedFirst', 'largerPlacard'] },
  { id: 'platinum', level: UpgradeLevel.PLATINUM, features: ['searchCarousel', 'rankedFirst', 'largerPlacard'] },
  { id: 'diamond', level: UpgradeLevel.DIAMOND, features: ['searchCarousel', 'rankedFirst', 'largestPlacard'] },
];

/** The plan family's entry (a homes plan is shown as standard, SPEC §9). */
export function planInfo(family: PlanFamily): PlanInfo {
  const id = family === 'homes' ? 'standard' : family;
  return plans.find((plan) => plan.id === id) ?? plans[0] as PlanInfo;
}

export const requestables = ['premium', 'signature', 'gold', 'platinum', 'diamond'] as const;
export type Requestable = (typeof requestables)[number];
export const isListingUpgrade = (requested: Requestable) => requested === 'gold' || requested === 'platinum' || requested === 'diamond';

export const upgradeRequestSchema = z.object({
  requested: z.enum(requestables),
  /** The listing for a gold, platinum or diamond upgrade; none for a plan. */
  listingId: z.number().int().positive().optional(),
  message: visitorText(1_000, { noUrl: true }).default(''),
}).superRefine((request, ctx) => {
  if (isListingUpgrade(request.requested) !== (request.listingId !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['listingId'], params: { message: 'invalid' } });
  }
});
export type UpgradeRequest = z.infer<typeof upgradeRequestSchema>;
