import type { SiteBrand } from '@/lib/brand';
import type { Translate } from '@/lib/i18n/translate';
import { writeWithMail, type MailMessage } from '@/lib/mail';
import { isTrapped } from './honeypot';
import { readLeadListing, type LeadListing } from './lead-listing';
import { listingUrl } from './listing-link';
import { recordLeadLog } from './listing-log';
import type { ShareRequest } from './share-form';

export type ShareOutcome = { kind: 'sent' } | { kind: 'trapped' } | { kind: 'refused' };

export interface ShareContext {
  brand: SiteBrand;
  t: Translate;
  origin: string;
  ipAddress: string | null;
}

/** The friend's mail (messages `shareMail`): the listing's title and link, the sender's name and note. */
export function shareMail(brand: SiteBrand, t: Translate, listing: LeadListing, share: ShareRequest, url: string): MailMessage {
  const values = { brand: brand.name, sender: share.senderName, title: listing.title, url };
  const note = share.note ? `\n\n${t('shareMail.note', { sender: share.senderName, note: share.note })}` : '';
  return {
    kind: 'share',
    fromName: brand.name,
    to: share.friendEmail,
    subject: t('shareMail.subject', values),
    text: `${t('shareMail.body', values)}${note}\n\n${t('shareMail.footer', values)}`,
  };
}

/** SPEC "send to friend": the mail to the friend and its log row (SPEC §3 log type), both or neither. */
export async function sendToFriend(share: ShareRequest, { brand, t, origin, ipAddress }: ShareContext): Promise<ShareOutcome> {
  if (isTrapped(share)) return { kind: 'trapped' };
  return writeWithMail(async (tx, sendMail) => {
    const listing = await readLeadListing(tx, share.listingId);
    if (!listing) return { kind: 'refused' };
    await recordLeadLog(tx, { logType: 'send to friend', siteId: brand.siteId, listingId: listing.id, accountId: listing.broker.accountId, ipAddress });
    await sendMail(shareMail(brand, t, listing, share, listingUrl(brand, origin, listing)));
    return { kind: 'sent' };
  });
}
