import type { LeadStatus } from './inbox-query';

// What the leads inbox gets for each lead (GET /api/seller/leads): the lead as the seller reads it,
// with SPEC §3's contact payload as readable label/value pairs, never raw JSON.

/** The payload's fields in the order the inbox and the CSV show them. */
export const leadDetailFields = [
  'site', 'propertyTitle', 'price', 'acres', 'location', 'listingLevel', 'upgradeLevel', 'listingId', 'siteListingId', 'externalSourceId', 'partnerId', 'brokerId',
] as const;
export type LeadDetailField = (typeof leadDetailFields)[number];

export interface LeadDetail {
  field: LeadDetailField;
  label: string;
  value: string;
}

export interface InboxLead {
  id: number;
  /** ISO 8601 times. */
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
  repliedAt: string | null;
  /** The listing it is about; null for a lead from the broker's profile (or a listing since purged). */
  listing: { id: number; title: string; marketStatus: number; statusLabel: string } | null;
  /** The account it was sent to: the seller's own, or for a corporate master one of its agents'. */
  account: { id: number; name: string };
  sender: { name: string; email: string; phone: string | null };
  message: string;
  wantsFinancing: boolean;
  source: { value: string; label: string };
  details: LeadDetail[];
}

/** Leads per tab, and the unread ones, under the listing filter. */
export type InboxTotals = Record<LeadStatus, number> & { unread: number };

export interface InboxPage {
  leads: InboxLead[];
  page: number;
  pageSize: number;
  pages: number;
  totals: InboxTotals;
}
