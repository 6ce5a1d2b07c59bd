'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { smallControlClass } from '@/components/ui/form-fields';
import { levelClass, marketStatusKey, type ListingTierId, type MarketStatusId, type UpgradeLevelId } from '@/lib/domain';
import { postForm } from '@/lib/leads';
import { allowedNextStatuses, dayOf, type MyListingView } from '@/lib/listing-editor';
import { ListingThumbnail } from './listing-thumbnail';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
// A card on phones (cells wrap as a flex row, the counts named by their column), a table row from tablets up.
const rowClass = 'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-line p-3 md:table-row md:rounded-none md:border-0 md:border-t md:p-0 md:align-top';
const labelled = 'before:mr-1 before:text-muted before:content-[attr(data-label)] md:before:content-none';
const countClass = clsx(labelled, 'text-sm md:table-cell md:p-2 md:text-right');
const smallButton = 'rounded border border-line px-2 py-1 text-xs font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary';

/** One listing of "My listings": its facts, a quick price edit, a status change, delete or restore, links to its whole form and its numbers. */
export function MyListingRow({ listing, selected, numbersHref, editHref, onSelect, onChanged, onError }: {
  listing: MyListingView;
  selected: boolean;
  /** The numbers page's path; the row links to `?listing={id}` there. */
  numbersHref?: string;
  /** The add-listing page's path; the row's Edit opens the listing's form there (`?listing={id}`). */
  editHref?: string;
  onSelect: (selected: boolean) => void;
  onChanged: () => void;
  onError: (message: string) => void;
}) {
  const t = useTranslations('sellerWorkspace.myListings');
  const ts = useTranslations('marketStatuses');
  const [editing, setEditing] = useState(false);
  const [price, setPrice] = useState(listing.price !== null && listing.price > 2 ? String(listing.price) : '');
  const deleted = listing.marketStatus === 0;
  const statusKey = marketStatusKey(listing.marketStatus);
  const priceText = listing.price === null ? t('contactPrice') : listing.price === 2 ? t('auction') : usd.format(listing.price);

  const send = async (path: string, body: unknown, method: 'POST' | 'PUT' = 'POST') => {
    const result = await postForm(path, body, method);
    if (result.ok) onChanged();
    else onError(result.message ?? Object.values(result.fields)[0] ?? result.errors[0] ?? t('failed'));
    return result.ok;
  };
  const changeStatus = (status: string) => {
    if (status === '') return;
    // A sale takes its date (today unless the seller says otherwise); the server checks it.
    const soldDate = status === 'SOLD' ? window.prompt(t('soldDate'), dayOf(new Date())) : '';
    if (soldDate === null) return;
    void send(`/api/seller/listings/${listing.id}/status`, { status, soldDate });
  };
  const remove = async () => {
    if (!window.confirm(t('deleteConfirm', { title: listing.title }))) return;
    const response = await fetch(`/api/seller/listings/${listing.id}`, { method: 'DELETE' });
    if (response.ok) onChanged();
    else onError(t('failed'));
  };

  return (
    <tr className={rowClass} data-testid="my-listing" data-listing-id={listing.id}>
      <td className="pt-0.5 md:table-cell md:p-2 md:pt-2">
        <input type="checkbox" className="h-4 w-4 accent-primary" checked={selected} disabled={deleted} aria-label={t('selectRow', { title: listing.title })} onChange={(e) => onSelect(e.target.checked)} />
      </td>
      <td className="w-[calc(100%-2rem)] min-w-0 md:table-cell md:p-2">
        {/* A floor for the column: the table shrinks its columns to fit its card, titles first. */}
        <div className="flex min-w-0 gap-3 md:min-w-[15.5rem]">
          <ListingThumbnail coverId={listing.coverId} href={deleted ? null : listing.href} photos={t('photoCount', { count: listing.photoCount })} noPhoto={t('noPhoto')} />
          <div className="min-w-0">
            {deleted ? <span className="font-semibold">{listing.title}</span> : <a href={listing.href} className="font-semibold text-primary underline">{listing.title}</a>}
            <div className="text-xs text-muted">#{listing.id} · {listing.acres.toLocaleString('en-US')} ac{listing.agentName ? ` · ${listing.agentName}` : ''}</div>
          </div>
        </div>
      </td>
      <td className="md:table-cell md:p-2">
        {deleted
          ? <span className="text-xs text-muted">{t('deletedOn', { date: day.format(new Date(listing.deletedAt ?? listing.updatedAt)) })}</span>
          : <span className="whitespace-nowrap rounded-full bg-surface px-2 py-0.5 text-xs font-semibold" data-testid="status-pill">{statusKey ? ts(statusKey) : ''}</span>}
        {/* Inline-block: after the pill's text, CSS would not count "premium" as a word's start to capitalize. */}
        <span className="ml-2 inline-block text-sm capitalize md:ml-0 md:mt-1 md:block md:text-xs md:text-muted" data-testid="listing-level">{levelClass(listing.listingLevel as ListingTierId, listing.upgradeLevelId as UpgradeLevelId)}</span>
      </td>
      <td className="md:table-cell md:p-2">
        {editing ? (
          <form className="flex gap-1" onSubmit={(e) => {
            e.preventDefault();
            void send(`/api/seller/listings/${listing.id}/price`, { asking: 'price', price }).then((ok) => ok && setEditing(false));
          }}>
            <input className={clsx(smallControlClass, 'w-24 text-sm')} inputMode="numeric" aria-label={t('newPrice', { title: listing.title })} value={price} onChange={(e) => setPrice(e.target.value)} />
            <button type="submit" className={smallButton}>{t('savePrice')}</button>
            <button type="button" className={smallButton} onClick={() => setEditing(false)}>{t('cancel')}</button>
          </form>
        ) : (
          <span className="whitespace-nowrap">
            {priceText}
            {!deleted && <button type="button" className="ml-1 text-xs text-primary underline" aria-label={t('editPrice', { title: listing.title })} onClick={() => setEditing(true)}>✎</button>}
          </span>
        )}
      </td>
      <td className={countClass} data-label={t('columns.views')}>{listing.views30}</td>
      <td className={countClass} data-label={t('columns.leads')}>{listing.leads30}</td>
      <td className={clsx(labelled, 'whitespace-nowrap text-xs md:table-cell md:p-2')} data-label={t('columns.updated')}>{day.format(new Date(listing.updatedAt))}</td>
      <td className="w-full md:table-cell md:p-2">
        {/* Two lines at most on a desktop: Edit and Numbers, then the status change and Delete. */}
        <div className="flex flex-wrap items-center gap-1 md:w-[10.5rem]">
          {editHref !== undefined && !deleted && (
            <a href={`${editHref}?listing=${listing.id}`} className={smallButton}>
              {t('edit')}<span className="sr-only">{` ${listing.title}`}</span>
            </a>
          )}
          {numbersHref !== undefined && (
            <Link prefetch={false} href={`${numbersHref}?listing=${listing.id}`} className={smallButton}>
              {t('numbers')}<span className="sr-only">{` ${listing.title}`}</span>
            </Link>
          )}
          {deleted ? (
            <button type="button" className={smallButton} onClick={() => void send(`/api/seller/listings/${listing.id}/restore`, {})}>{t('restore')}</button>
          ) : (
            <>
              {allowedNextStatuses(listing.marketStatus as MarketStatusId).length > 0 && (
                <select className={clsx(smallControlClass, 'w-24')} aria-label={t('changeStatus', { title: listing.title })} value="" onChange={(e) => changeStatus(e.target.value)}>
                  <option value="">{t('columns.status')}…</option>
                  {allowedNextStatuses(listing.marketStatus as MarketStatusId).map((next) => {
                    const key = marketStatusKey(next);
                    return key ? <option key={key} value={key}>{ts(key)}</option> : null;
                  })}
                </select>
              )}
              <button type="button" className={smallButton} onClick={() => void remove()}>{t('delete')}</button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
