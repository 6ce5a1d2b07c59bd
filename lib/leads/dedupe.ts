import { createHash } from 'node:crypto';

/** How long an identical lead counts as the same one (stored once). */
export const DEDUPE_WINDOW_MINUTES = 10;

export interface DedupeFacts {
  siteId: number;
  /** Null for a lead from a broker's profile. */
  listingId: number | null;
  accountId: number;
  email: string;
  message: string;
}

/** Hash of site, listing (none for a profile lead), broker, lower-cased email and message: the same lead twice has the same key. */
export function leadDedupeKey({ siteId, listingId, accountId, email, message }: DedupeFacts): string {
  return createHash('sha256').update(JSON.stringify([siteId, listingId, accountId, email.trim().toLowerCase(), message.trim()])).digest('hex');
}

/** The key of a per-email rate limit: a hash, so rate_limits never holds an address. */
export function emailLimitKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}
