'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DELETED_MARKET_STATUS } from '@/lib/domain';
import { leadListingHref, type InboxLead } from '@/lib/seller-leads';
import { telHref } from '@/lib/text/tel-href';
import { LeadBody } from './lead-body';
import type { SentReply } from './lead-reply-form';
import type { ListingFilter } from './leads-filters';
import { leadTime } from './lead-time';

const linkClass = 'rounded text-primary underline focus-visible:outline-2 focus-visible:outline-primary';

/** What the lead is about: the listing (linked while it is on the site), the seller's profile, or a listing gone since. */
function LeadAbout({ lead, onOnlyListing }: { lead: InboxLead; onOnlyListing?: (listing: ListingFilter) => void }) {
  const t = useTranslations('leadsInbox');
  const { listing } = lead;
  if (!listing) return <p className="text-sm">{t('about')} {lead.source.value === 'broker profile' ? t('yourProfile') : t('goneListing')}</p>;
  return (
    <p className="break-words text-sm">
      {t('about')}{' '}
      {listing.marketStatus === DELETED_MARKET_STATUS
        ? <span className="font-semibold">{listing.title}</span>
        : <a href={leadListingHref(listing.id)} className={clsx(linkClass, 'font-semibold')}>{listing.title}</a>}
      <span className="text-muted"> · {listing.statusLabel}</span>
      {onOnlyListing && (
        <button type="button" className={clsx(linkClass, 'ml-2 text-xs')} aria-label={t('onlyListingLabel', { title: listing.title })}
          onClick={() => onOnlyListing({ id: listing.id, title: listing.title })}>
          {t('onlyListing')}
        </button>
      )}
    </p>
  );
}

/** The buyer's phone: a `tel:` link when it can be dialled, else as typed. */
function Phone({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a href={href} className={linkClass}>{phone}</a> : <span>{phone}</span>;
}

/**
 * One lead of the inbox: who wrote, when, about what, how to reach them and the start of the message;
 * unread ones in bold with a dot (and said so to screen readers). Opening it shows the rest and reads it.
 */
export function LeadCard({ lead, onOpen, onHandled, onReplied, onOnlyListing }: {
  lead: InboxLead;
  onOpen: () => void;
  onHandled: (handled: boolean) => Promise<boolean>;
  onReplied: () => void;
  onOnlyListing?: (listing: ListingFilter) => void;
}) {
  const t = useTranslations('leadsInbox');
  const [open, setOpen] = useState(false);
  // Kept here, not in the opened part, so closing the lead does not forget them.
  const [replies, setReplies] = useState<readonly SentReply[]>([]);
  const unread = lead.readAt === null;
  const base = `lead-${lead.id}`;
  const replied = (reply: SentReply) => {
    setReplies((sent) => [...sent, reply]);
    onReplied();
  };
  const toggle = () => {
    setOpen(!open);
    if (!open && unread) onOpen();
  };

  return (
    <article aria-labelledby={`${base}-name`} className={clsx('rounded-lg border bg-white p-3 sm:p-4', unread ? 'border-primary' : 'border-line')} data-testid="lead" data-lead-id={lead.id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="min-w-0 text-base">
          <button id={`${base}-name`} type="button" aria-expanded={open} aria-controls={open ? `${base}-body` : undefined} onClick={toggle}
            className="flex max-w-full items-center gap-2 rounded text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            {unread && <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full bg-primary" data-testid="unread-dot" />}
            {unread && <><span className="sr-only">{`${t('unread')}:`}</span>{' '}</>}
            <span className={clsx('min-w-0 break-words underline-offset-2 hover:underline', unread ? 'font-bold' : 'font-medium')}>{lead.sender.name}</span>
            <span aria-hidden="true" className="text-muted">{open ? '▴' : '▾'}</span>
          </button>
        </h3>
        <div className="flex items-center gap-2 text-sm text-muted">
          {lead.handledAt && <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-semibold text-ink">{t('handled')}</span>}
          <time dateTime={lead.createdAt}>{leadTime(lead.createdAt)}</time>
        </div>
      </div>
      <LeadAbout lead={lead} onOnlyListing={onOnlyListing} />
      <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
        <a href={`mailto:${lead.sender.email}`} className={clsx(linkClass, 'break-all')}>{lead.sender.email}</a>
        {lead.sender.phone && <Phone phone={lead.sender.phone} />}
      </p>
      {open
        ? <LeadBody lead={lead} id={`${base}-body`} replies={replies} onHandled={onHandled} onReplied={replied} />
        : <p className={clsx('mt-2 line-clamp-2 break-words text-sm', unread ? 'text-ink' : 'text-muted')}>{lead.message}</p>}
    </article>
  );
}
