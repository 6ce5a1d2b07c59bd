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

/** What decides whether a broker's profile takes leads. */
export interface ProfileContactFacts {
  isActive: boolean;
  isSeller: boolean;
}

/**
 * A broker's profile takes leads while the account is an active seller; an inactive broker's profile
 * shows the inactive screen and no contact button. The page and the server decide by this one rule.
 */
export function takesProfileLeads(account: ProfileContactFacts): boolean {
  return account.isActive && account.isSeller;
}
