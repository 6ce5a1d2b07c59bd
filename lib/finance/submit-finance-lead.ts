import { sql } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import type { Database } from '@/lib/db/client';
import { financeLeads } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n/translate';
import { isTrapped, listingUrl } from '@/lib/leads';
import { writeWithMail } from '@/lib/mail';
import type { FinanceLead } from './finance-lead-form';
import { financeLeadMail, type FinanceLeadRecipient } from './finance-lead-mail';

export interface FinanceLeadContext {
  brand: SiteBrand;
  t: Translate;
  /** Where the mail's listing link points (lib/http/request-origin.ts). */
  origin: string;
  ipAddress: string | null;
}

export type FinanceLeadOutcome =
  | { kind: 'stored'; leadId: number }
  /** The honeypot was filled: answered as sent, nothing stored. */
  | { kind: 'trapped' }
  /** An unknown finance center, one listed nowhere or without an address for leads: nothing stored. */
  | { kind: 'refused' };

async function readRecipient(tx: Database, id: number): Promise<FinanceLeadRecipient | null> {
  const { rows } = await tx.execute<{ email: string | null; name: string; contact_name: string | null }>(sql`
    select email, name, contact_name from finance_centers where id = ${id} and show_on_lw and scope <> 'unset'`);
  const row = rows[0];
  return row?.email ? { email: row.email, name: row.name, contactName: row.contact_name } : null;
}

/** The listing the visitor came from, when it is still on the market; otherwise the lead names none. */
async function readListing(tx: Database, id: number | null): Promise<{ id: number; canonicalLocation: string } | null> {
  if (id === null) return null;
  const { rows } = await tx.execute<{ id: number; canonical_location: string }>(sql`
    select id, canonical_location from listings where id = ${id} and deleted_at is null`);
  const row = rows[0];
  return row ? { id: Number(row.id), canonicalLocation: row.canonical_location } : null;
}

/**
 * Stores a finance contact request and queues the finance center's mail, both or neither. The center
 * is read again from the database; the consent box counts only where the brand shows it.
 */
export async function submitFinanceLead(lead: FinanceLead, { brand, t, origin, ipAddress }: FinanceLeadContext): Promise<FinanceLeadOutcome> {
  if (isTrapped(lead)) return { kind: 'trapped' };
  return writeWithMail(async (tx, sendMail) => {
    const recipient = await readRecipient(tx, lead.financeCenterId);
    if (!recipient) return { kind: 'refused' };
    const listing = await readListing(tx, lead.listingId);
    const consent = brand.leadConsent.active && brand.leadConsent.show && lead.consent;
    const [row] = await tx.insert(financeLeads).values({
      siteId: brand.siteId, financeCenterId: lead.financeCenterId, name: lead.name, email: lead.email, phone: lead.phone || null,
      message: lead.message, loanAmount: lead.loanAmount, stateAbbreviation: lead.state || null, listingId: listing?.id ?? null,
      consent, ipAddress,
    }).returning({ id: financeLeads.id });
    if (!row) throw new Error('finance lead insert returned no row');
    await sendMail(financeLeadMail(brand, t, recipient, { ...lead, consent }, listing ? listingUrl(brand, origin, listing) : null));
    return { kind: 'stored', leadId: row.id };
  });
}
