import type { Translate } from '@/lib/i18n/translate';
import type { MailMessage } from '@/lib/mail';

// The mail a seller's reply becomes (messages `sellerLeads.replyMail`): from the site, answered to the
// seller, the reply first and the buyer's own message below it.

export interface ReplyMailFacts {
  /** The site the buyer wrote on. */
  brandName: string;
  seller: { name: string; email: string };
  buyer: { name: string; email: string };
  /** The listing the lead is about; null for a lead from the seller's profile. */
  listingTitle: string | null;
  reply: string;
  /** What the buyer wrote. */
  original: string;
}

const SUBJECT_TITLE_MAX = 200;

export function leadReplyMail(t: Translate, { brandName, seller, buyer, listingTitle, reply, original }: ReplyMailFacts): MailMessage {
  const values = { brand: brandName, seller: seller.name, title: listingTitle ?? '' };
  const subject = listingTitle
    ? t('sellerLeads.replyMail.subject', { title: listingTitle.slice(0, SUBJECT_TITLE_MAX) })
    : t('sellerLeads.replyMail.subjectNoListing');
  const footer = listingTitle ? t('sellerLeads.replyMail.footer', values) : t('sellerLeads.replyMail.footerNoListing', values);
  return {
    kind: 'lead',
    fromName: brandName,
    to: buyer.email,
    toName: buyer.name,
    replyTo: seller.email,
    subject,
    text: `${reply}\n\n-- \n${footer}\n\n${t('sellerLeads.replyMail.yourMessage')}\n${original}`,
  };
}
