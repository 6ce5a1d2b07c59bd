'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { z } from 'zod';
import { controlClass, FormAlert, smallControlClass } from '@/components/ui/form-fields';
import { marketStatusKeys } from '@/lib/domain';
import { postForm } from '@/lib/leads';
import { fetchMyListings, MY_LISTINGS_PAGE_SIZE, myListingsSorts, myListingsStatuses, type MyListingsPageView, type MyListingsQuery } from '@/lib/listing-editor';
import { MyListingRow } from './my-listing-row';

/** How many listings a bulk change changed and refused, for its notice. */
const bulkCounts = (data: unknown) => {
  const parsed = z.object({ changed: z.array(z.unknown()), refused: z.array(z.unknown()) }).safeParse(data);
  return parsed.success ? { changed: parsed.data.changed.length, refused: parsed.data.refused.length } : { changed: 0, refused: 0 };
};

/**
 * "My listings" (docs/seller-workspace.md): filters, the table, a bulk status change and paging.
 * `numbersHref` is the numbers page's path and `editHref` the add-listing page's: each row then links to
 * its listing's numbers and whole form there.
 */
export function MyListings({ numbersHref, editHref }: { numbersHref?: string; editHref?: string }) {
  const t = useTranslations('sellerWorkspace.myListings');
  const ts = useTranslations('marketStatuses');
  const [query, setQuery] = useState<MyListingsQuery>({ status: 'all', q: '', sort: 'updated', page: 1 });
  const [words, setWords] = useState('');
  const [page, setPage] = useState<MyListingsPageView | null>(null);
  const [version, setVersion] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulkStatus, setBulkStatus] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void fetchMyListings(query).then((next) => {
      if (!current) return;
      if (next) setPage(next);
      else setMessage(t('failed'));
    });
    return () => {
      current = false;
    };
  }, [query, version, t]);

  const reload = useCallback(() => {
    setSelected(new Set());
    setVersion((v) => v + 1);
  }, []);
  const applyBulk = async () => {
    if (bulkStatus === '' || selected.size === 0) return;
    const result = await postForm('/api/seller/listings/status', { ids: [...selected], change: { status: bulkStatus } });
    if (!result.ok) return setMessage(result.message ?? t('failed'));
    setNotice(t('bulkDone', bulkCounts(result.data)));
    reload();
  };

  const rows = page?.rows ?? [];
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / MY_LISTINGS_PAGE_SIZE));
  const live = rows.filter((row) => row.marketStatus !== 0);
  return (
    <section aria-labelledby="my-listings" className="rounded-lg border border-line bg-white p-4 sm:p-5">
      <h2 id="my-listings" className="text-lg font-semibold">{t('title')}</h2>
      <div role="tablist" aria-label={t('filters')} className="mt-3 flex flex-wrap gap-1">
        {myListingsStatuses.map((status) => (
          <button key={status} type="button" role="tab" aria-selected={query.status === status}
            className={clsx('rounded-full border px-3 py-1 text-sm', query.status === status ? 'border-primary bg-primary text-primary-text' : 'border-line hover:bg-surface')}
            onClick={() => setQuery({ ...query, status, page: 1 })}>
            {t(`status.${status}`)} <span className="opacity-80">({page?.counts[status] ?? 0})</span>
          </button>
        ))}
      </div>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); setQuery({ ...query, q: words.trim(), page: 1 }); }}>
        <label className="grow">
          <span className="mb-1 block text-sm font-semibold">{t('search')}</span>
          <input type="search" className={controlClass} value={words} maxLength={100} onChange={(e) => setWords(e.target.value)} />
        </label>
        <label>
          <span className="mb-1 block text-sm font-semibold">{t('sort')}</span>
          <select className={controlClass} value={query.sort} onChange={(e) => setQuery({ ...query, sort: e.target.value as MyListingsQuery['sort'], page: 1 })}>
            {myListingsSorts.map((sort) => <option key={sort} value={sort}>{t(`sorts.${sort}`)}</option>)}
          </select>
        </label>
      </form>
      {selected.size > 0 && (
        <div className="mt-3 flex flex-wrap items-center gap-2 rounded bg-surface p-2 text-sm" data-testid="bulk-bar">
          <span className="font-semibold">{t('selected', { count: selected.size })}</span>
          <label className="flex items-center gap-2">
            {t('bulkStatus')}
            <select className={clsx(smallControlClass, 'text-sm')} value={bulkStatus} onChange={(e) => setBulkStatus(e.target.value)}>
              <option value="">…</option>
              {marketStatusKeys.filter((key) => key !== 'SOLD').map((key) => <option key={key} value={key}>{ts(key)}</option>)}
            </select>
          </label>
          <button type="button" className="rounded bg-primary px-3 py-1 font-semibold text-primary-text" onClick={() => void applyBulk()}>{t('apply')}</button>
        </div>
      )}
      <p role="status" className="min-h-5 text-sm">{notice}</p>
      <FormAlert message={message} />
      {live.length > 0 && (
        <label className="mt-2 flex items-center gap-2 text-sm md:hidden">
          <input type="checkbox" className="h-4 w-4 accent-primary" checked={live.every((row) => selected.has(row.id))}
            onChange={(e) => setSelected(e.target.checked ? new Set(live.map((row) => row.id)) : new Set())} />
          {t('selectAllShort')}
        </label>
      )}
      <div className="mt-2 md:overflow-x-auto">
        <table className="block w-full text-left text-sm md:table md:min-w-[56rem]">
          <thead className="hidden text-xs uppercase text-muted md:table-header-group">
            <tr>
              <th className="p-2">
                <input type="checkbox" className="h-4 w-4 accent-primary" aria-label={t('selectAll')} checked={live.length > 0 && live.every((row) => selected.has(row.id))}
                  onChange={(e) => setSelected(e.target.checked ? new Set(live.map((row) => row.id)) : new Set())} />
              </th>
              {(['listing', 'statusLevel', 'price', 'views', 'leads', 'updated', 'actions'] as const).map((column) => (
                <th key={column} scope="col" className={clsx('p-2 align-bottom', ['views', 'leads'].includes(column) && 'text-right')}>
                  {column === 'views' || column === 'leads'
                    ? <>{t(`columns.${column}Short`)}<span className="block whitespace-nowrap font-normal normal-case">{t('columns.last30')}</span></>
                    : t(`columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="flex flex-col gap-3 md:table-row-group">
            {rows.map((listing) => (
              <MyListingRow key={listing.id} listing={listing} selected={selected.has(listing.id)} numbersHref={numbersHref} editHref={editHref}
                onSelect={(on) => setSelected((current) => {
                  const next = new Set(current);
                  if (on) next.add(listing.id);
                  else next.delete(listing.id);
                  return next;
                })}
                onChanged={() => { setMessage(null); reload(); }} onError={setMessage} />
            ))}
          </tbody>
        </table>
        {page && rows.length === 0 && <p className="p-4 text-center text-muted">{t('none')}</p>}
      </div>
      {pages > 1 && (
        <nav aria-label={t('page', { page: query.page, pages })} className="mt-3 flex items-center justify-between text-sm">
          <button type="button" className="rounded border border-line px-3 py-1 disabled:opacity-40" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>{t('previous')}</button>
          <span>{t('page', { page: query.page, pages })}</span>
          <button type="button" className="rounded border border-line px-3 py-1 disabled:opacity-40" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>{t('next')}</button>
        </nav>
      )}
    </section>
  );
}
