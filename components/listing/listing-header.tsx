import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isActiveStatus, MarketStatus } from '@/lib/domain';
import type { ListingDetail } from '@/lib/listings/detail';
import { priceDisplay } from '@/lib/listings/price-display';
import { ListingStatusPill } from './listing-status-pill';

interface Props {
  listing: ListingDetail;
  /** Share, report, like and flyer buttons (the actions part), beside the title. */
  actions?: ReactNode;
  /** The finance page's calculator with this listing's price (lib/finance/calculator-link.ts), if it has one. */
  calculatorHref?: string | null;
}

const wholeDollars = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

/** Title, place, status, price (SPEC §5), acres and price per acre: what a buyer reads first. */
export function ListingHeader({ listing, actions, calculatorHref }: Props) {
  const t = useTranslations('listing.header');
  const format = useFormatter();
  const place = [listing.city, listing.county, listing.stateAbbreviation].filter(Boolean).join(', ');
  const priced = listing.price !== null && listing.price > 2;
  const active = isActiveStatus(listing.marketStatus);
  // A sale with a known price leads with it, the asking price beneath. Off the market, "Contact for
  // Price" would ask for contact the page no longer offers (SPEC §4), so an unpriced one shows no price.
  const soldFor = listing.marketStatus === MarketStatus.SOLD && listing.salesPrice !== null ? priceDisplay(listing.salesPrice) : null;
  const showsAsking = active || listing.price !== null;
  const change = active && priced && listing.priceChangeAmount && listing.priceChangedAt
    ? { amount: listing.priceChangeAmount, at: listing.priceChangedAt }
    : null;
  return (
    <header className="pt-6" data-testid="listing-header">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0 flex-1 basis-72">
          <ListingStatusPill listing={listing} />
          <h1 className="mt-2 break-words text-2xl font-bold leading-tight md:text-3xl">{listing.title}</h1>
          <p className="mt-1 text-muted">{place}</p>
        </div>
        {actions && <div className="min-w-0 max-w-full">{actions}</div>}
      </div>
      <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
        {soldFor ? (
          <p className="text-3xl font-bold" data-testid="listing-sales-price">{t('soldFor', { price: soldFor })}</p>
        ) : (
          showsAsking && <p className="text-3xl font-bold" data-testid="listing-price">{priceDisplay(listing.price)}</p>
        )}
        <p className="text-lg font-medium" data-testid="listing-acres">{t('acres', { acres: listing.acres })}</p>
        {priced && !soldFor && listing.pricePerAcre !== null && (
          <p className="text-muted" data-testid="listing-price-per-acre">{t('pricePerAcre', { amount: format.number(listing.pricePerAcre, wholeDollars) })}</p>
        )}
        {active && priced && calculatorHref && (
          <a href={calculatorHref} className="text-sm font-semibold text-primary underline-offset-2 hover:underline" data-testid="listing-calculator-link">{t('estimatePayments')}</a>
        )}
      </div>
      {soldFor && priced && (
        <p className="mt-1 text-muted" data-testid="listing-price">{t('lastAsking', { price: priceDisplay(listing.price) })}</p>
      )}
      {change && (
        <p className="mt-3 inline-flex rounded bg-surface px-2 py-1 text-sm" data-testid="listing-price-change">
          {t(change.amount < 0 ? 'priceReduced' : 'priceIncreased', {
            amount: format.number(Math.abs(change.amount), wholeDollars),
            date: format.dateTime(new Date(change.at), { dateStyle: 'medium' }),
          })}
        </p>
      )}
    </header>
  );
}
