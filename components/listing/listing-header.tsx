import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { isActiveStatus, MarketStatus } from '@/lib/domain';
import type { ListingDetail } from '@/lib/listings/detail';
import { priceDisplay } from '@/lib/listings/price-display';
import { iconActionsOnPhonesClass } from './actions/action-styles';
import { ListingStatusPill } from './listing-status-pill';

interface Props {
  listing: ListingDetail;
  /** Share, report, like and flyer buttons (the actions part), in one row under the title. */
  actions?: ReactNode;
  /** The finance page's calculator with this listing's price (lib/finance/calculator-link.ts), if it has one. */
  calculatorHref?: string | null;
}

const wholeDollars = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

/**
 * What a buyer reads first, right under the photos: status, price (SPEC §5), acres and price per acre
 * in one compact block, then the title, the place and the actions. The title comes first in the HTML
 * (the page's h1, where headings lead a screen reader) and the price block is moved above it on screen.
 */
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
    <header className="flex flex-col pt-4 md:pt-5" data-testid="listing-header">
      <div className="min-w-0" data-testid="listing-title-block">
        <h1 className="break-words text-xl font-semibold leading-snug md:text-2xl">{listing.title}</h1>
        <p className="mt-0.5 text-muted">{place}</p>
      </div>
      <div className="order-first flex flex-col items-start gap-1.5 pb-2" data-testid="listing-price-block">
        <ListingStatusPill listing={listing} />
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          {soldFor ? (
            <p className="text-3xl font-bold leading-tight" data-testid="listing-sales-price">{t('soldFor', { price: soldFor })}</p>
          ) : (
            showsAsking && <p className="text-3xl font-bold leading-tight" data-testid="listing-price">{priceDisplay(listing.price)}</p>
          )}
          <p className="flex flex-wrap items-baseline gap-x-3 text-lg">
            <span className="font-semibold" data-testid="listing-acres">{t('acres', { acres: listing.acres })}</span>
            {priced && !soldFor && listing.pricePerAcre !== null && (
              <span className="border-l border-line pl-3 text-muted" data-testid="listing-price-per-acre">{t('pricePerAcre', { amount: format.number(listing.pricePerAcre, wholeDollars) })}</span>
            )}
          </p>
          {active && priced && calculatorHref && (
            <a href={calculatorHref} className="text-sm font-semibold text-primary underline-offset-2 hover:underline" data-testid="listing-calculator-link">{t('estimatePayments')}</a>
          )}
        </div>
        {soldFor && priced && (
          <p className="text-muted" data-testid="listing-price">{t('lastAsking', { price: priceDisplay(listing.price) })}</p>
        )}
        {change && (
          <p className="inline-flex rounded bg-surface px-2 py-1 text-sm" data-testid="listing-price-change">
            {t(change.amount < 0 ? 'priceReduced' : 'priceIncreased', {
              amount: format.number(Math.abs(change.amount), wholeDollars),
              date: format.dateTime(new Date(change.at), { dateStyle: 'medium' }),
            })}
          </p>
        )}
      </div>
      {actions && <div className={`mt-3 min-w-0 ${iconActionsOnPhonesClass}`} data-testid="listing-actions-row">{actions}</div>}
    </header>
  );
}
