import type { ListingTierId, UpgradeLevelId, MarketStatusId } from '@/lib/domain';
import { showsBrokerBlock, showsContactActions } from '@/lib/listings/placard-view';

export interface ContactFacts {
  marketStatus: MarketStatusId;
  listingLevel: ListingTierId;
  upgradeLevelId: UpgradeLevelId;
  /** The listing's account: a free or inactive account takes no leads, whatever its listing's tier. */
  broker: { isFree: boolean; isActive: boolean };
}

/**
 * SPEC §4: contact actions are hidden for free, off-market and sold listings, and free-tier and courtesy
 * listings show no broker block. A listing takes leads only where both show and its broker's account is
 * paid and active; the page shows the contact form by this one rule and the server refuses leads by it.
 */
export function takesLeads(l: ContactFacts): boolean {
  return showsContactActions(l) && showsBrokerBlock(l) && !l.broker.isFree && l.broker.isActive;
}
