import { and, count, eq } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { siteBrands } from '@/lib/brand/server';
import { accounts, leadReplies, leads, listings } from '@/lib/db/schema';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import type { SellerScope } from '@/lib/listing-editor/server';
import { writeWithMail } from '@/lib/mail';
import { managedLeads } from './lead-scope';
import { handledColumns } from './mark-leads';
import { leadReplyMail } from './reply-mail';

/** Replies one lead takes: a seller answers a buyer, it does not mail them without end. */
export const REPLIES_PER_LEAD_MAX = 20;

export type ReplyOutcome = { ok: true; replyId: number } | { ok: false; reason: 'not-found' | 'too-many' };

/**
 * Records the seller's reply, marks the lead handled and queues the mail to the buyer, all or nothing
 * (lib/mail/write-with-mail.ts). The mail comes from the site the buyer wrote on (else `brand`, the
 * seller's) and is answered to the seller's account email. Another seller's lead is 'not-found'.
 */
export async function replyToLead(scope: SellerScope, leadId: number, body: string, brand: SiteBrand): Promise<ReplyOutcome> {
  return writeWithMail(async (tx, sendMail) => {
    const [lead] = await tx
      .select({ siteId: leads.siteId, senderName: leads.senderName, senderEmail: leads.senderEmail, message: leads.message, listingTitle: listings.title })
      .from(leads)
      .leftJoin(listings, eq(listings.id, leads.listingId))
      .where(and(eq(leads.id, leadId), managedLeads(scope)))
      .for('update', { of: leads });
    if (!lead) return { ok: false, reason: 'not-found' };
    const [replies] = await tx.select({ n: count() }).from(leadReplies).where(eq(leadReplies.leadId, leadId));
    if ((replies?.n ?? 0) >= REPLIES_PER_LEAD_MAX) return { ok: false, reason: 'too-many' };
    const [seller] = await tx.select({ email: accounts.email, contactName: accounts.contactName, companyName: accounts.companyName }).from(accounts).where(eq(accounts.id, scope.accountId));
    if (!seller) throw new Error(`seller account ${scope.accountId} not found`);
    const [reply] = await tx.insert(leadReplies).values({ leadId, userId: scope.userId, body }).returning({ id: leadReplies.id });
    if (!reply) throw new Error('reply insert returned no row');
    await tx.update(leads).set(handledColumns).where(eq(leads.id, leadId));
    const site = siteBrands().find((b) => b.siteId === lead.siteId) ?? brand;
    await sendMail(leadReplyMail(brandTranslator(site.key), {
      brandName: site.name,
      seller: { name: seller.contactName?.trim() || seller.companyName?.trim() || seller.email, email: seller.email },
      buyer: { name: lead.senderName, email: lead.senderEmail },
      listingTitle: lead.listingTitle,
      reply: body,
      original: lead.message,
    }));
    return { ok: true, replyId: reply.id };
  });
}
