import { and, eq, gt, sql } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { leads } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n/translate';
import { writeWithMail } from '@/lib/mail';
import { DEDUPE_WINDOW_MINUTES, leadDedupeKey } from './dedupe';
import { isTrapped } from './honeypot';
import type { LeadRequest } from './lead-form';
import { leadMail } from './lead-mail';
import { readLeadTarget } from './lead-target';
import { recordLeadLog } from './listing-log';

export interface LeadContext {
  brand: SiteBrand;
  t: Translate;
  /** Where links in the broker's mail point (lib/http/request-origin.ts). */
  origin: string;
  ipAddress: string | null;
}

export type LeadOutcome =
  | { kind: 'stored'; leadId: number }
  /** The same lead within the dedupe window: answered as sent, stored once. */
  | { kind: 'duplicate' }
  /** The honeypot was filled: answered as sent, nothing stored. */
  | { kind: 'trapped' }
  /**
   * Nothing stored: an unknown listing, one not active or whose contact is hidden (SPEC §4), or for a
   * profile lead an unknown broker, an inactive one or an account that sells nothing.
   */
  | { kind: 'refused' };

/**
 * Stores a lead and queues the broker's mail, both or neither. The listing and its broker (or, for a
 * lead from a broker's profile, the broker) are read again from the database: only the payload's
 * listing id, or broker id, is trusted; the payload is kept as the page sent it.
 */
export async function submitLead(lead: LeadRequest, { brand, t, origin, ipAddress }: LeadContext): Promise<LeadOutcome> {
  if (isTrapped(lead)) return { kind: 'trapped' };
  return writeWithMail(async (tx, sendMail) => {
    const target = await readLeadTarget(tx, lead.payload, brand, origin);
    if (!target) return { kind: 'refused' };
    const { broker, listingId } = target;
    const consent = brand.leadConsent;
    const wantsFinancing = target.asksFinancing && consent.active && consent.show && lead.wantsFinancing;
    const dedupeKey = leadDedupeKey({ siteId: brand.siteId, listingId, accountId: broker.accountId, email: lead.email, message: lead.message });
    // Two identical requests at once: the second waits here for the first to commit, then finds it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${dedupeKey}))`);
    const [earlier] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.dedupeKey, dedupeKey), gt(leads.createdAt, sql`now() - make_interval(mins => ${DEDUPE_WINDOW_MINUTES})`)))
      .limit(1);
    if (earlier) return { kind: 'duplicate' };
    const [row] = await tx
      .insert(leads)
      .values({
        siteId: brand.siteId,
        listingId,
        accountId: broker.accountId,
        senderName: lead.name,
        senderEmail: lead.email,
        senderPhone: lead.phone || null,
        message: lead.message,
        leadSource: lead.payload.leadSource,
        wantsFinancing,
        stateId: target.stateId,
        countyId: target.countyId,
        payload: lead.payload,
        dedupeKey,
        ipAddress,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('lead insert returned no row');
    await recordLeadLog(tx, { logType: 'email lead', siteId: brand.siteId, listingId, accountId: broker.accountId, ipAddress });
    await sendMail(leadMail(brand, t, broker, target.topic, { ...lead, wantsFinancing }));
    return { kind: 'stored', leadId: row.id };
  });
}
