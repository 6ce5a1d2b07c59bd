import clsx from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { useLabels } from '@/lib/hooks/use-labels';
import { MarketStatus } from '@/lib/domain';
import type { ListingDetail } from '@/lib/listings/detail';
import { statusPill } from '@/lib/listings/placard-view';

type Props = { listing: Pick<ListingDetail, 'marketStatus' | 'listingLevel' | 'soldDate'> };

/**
 * Under contract, off market or sold beside the title (SPEC §4, as on placards at full size); a sale
 * with its date ("Sold Mar 7, 2026") unless the date is blank. Nothing for an available listing.
 */
export function ListingStatusPill({ listing }: Props) {
  const t = useTranslations('listing.status');
  const format = useFormatter();
  const labels = useLabels();
  const pill = statusPill(listing, 'desktop');
  if (!pill) return null;
  const text = pill.status === 'SOLD' && pill.date && listing.soldDate
    // A sale date is a calendar day: formatted in UTC so no time zone moves it.
    ? t('soldOn', { date: format.dateTime(new Date(`${listing.soldDate.slice(0, 10)}T00:00:00Z`), { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) })
    : labels.marketStatus(pill.status === 'PENDING' ? MarketStatus.UNDER_CONTRACT : MarketStatus[pill.status]);
  return (
    <span
      className={clsx('inline-flex rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide', pill.status === 'SOLD' ? 'bg-ink text-white' : 'bg-accent text-accent-text')}
      data-testid="status-pill"
      data-status={pill.status}
    >
      {text}
    </span>
  );
}
