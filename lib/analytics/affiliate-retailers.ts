/**
 * Broker accounts whose website links are tracked as 'affiliate' instead of 'referral' (SPEC §7: "affiliate
 * for one named retailer"). Data, not code: add the retailer's account id when the agreement is signed.
 * SPEC does not name the retailer, so the list starts empty and every broker link is a referral.
 */
export const affiliateRetailerAccountIds: readonly number[] = [];
