import { useFormatter, useTranslations } from 'next-intl';
import { daysOnMarket, historyRows, type ListingDetail } from '@/lib/listings/detail';
import { ListingSection } from './listing-section';
import { PriceHistoryTable } from './price-history-table';

interface Props {
  listing: ListingDetail;
  /** When the page was rendered: days on market count to it (the cached page is at most minutes old). */
  now: Date;
}

/** How fresh the listing is (days on market, listed, last updated) and its price and status history. */
export function ListingHistory({ listing, now }: Props) {
  const t = useTranslations('listing.history');
  const format = useFormatter();
  const rows = historyRows(listing);
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  const facts: [string, string][] = [
    [t('daysOnMarket'), t('days', { days: daysOnMarket(listing, now) })],
    [t('dateListed'), date(listing.dateListed)],
    [t('lastUpdated'), date(listing.updatedAt)],
  ];
  return (
    <ListingSection id="history" heading={t('heading')} data-testid="listing-history">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-surface px-4 py-3">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="mt-0.5 text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length > 0 && <PriceHistoryTable rows={rows} />}
    </ListingSection>
  );
}
