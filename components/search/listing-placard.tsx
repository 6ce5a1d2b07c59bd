import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { LikeButton } from '@/components/account/like-button';
import { dataLayerListing } from '@/lib/analytics';
import { MarketStatus } from '@/lib/domain';
import { enumLabels } from '@/lib/i18n/labels';
import type { Translate } from '@/lib/i18n/translate';
import { resizedImageUrlPrefix } from '@/lib/images';
import { CONTACT_ANCHOR, takesLeads } from '@/lib/leads';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import {
  hasPlacardCarousel, placardImageSize, placardLevel, priceChangeTag, showsBrokerBlock, statusPill, type StatusPill,
} from '@/lib/listings/placard-view';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';
import { PlacardCarousel } from './placard-carousel';
import { PlacardContactAction } from './placard-contact-action';
import { PlacardImage } from './placard-image';
import type { LinkComponent } from '@/components/ui/link-props';

interface Props {
  listing: Placard;
  href: string;
  brokerHref: string;
  priceChangeLookback?: number;
  /** The first placards load eagerly: they are the page's largest paint. */
  eager?: boolean;
  /**
   * The title's link: a plain anchor (a page load of cached HTML), or the search page's client link
   * (`SearchLink`), passed in so that pages without client navigation load no link component.
   */
  TitleLink?: LinkComponent;
}

/** The pill's words in the brand's messages: a market status label, Pending, or "Sold Mar 7, 2026". */
function pillText(t: Translate, pill: StatusPill | null): string | null {
  if (!pill) return null;
  if (pill.status === 'PENDING') return t('placard.pending');
  if (pill.status === 'SOLD' && pill.date) return t('placard.soldOn', { date: pill.date });
  return enumLabels(t).marketStatus(MarketStatus[pill.status]);
}

/** A search result (SPEC §3 placard, §4 rules): level-sized image, status pill, Like, price, acres, place, broker. */
export function ListingPlacard({ listing, href, brokerHref, priceChangeLookback, eager = false, TitleLink = 'a' }: Props) {
  const t = useTranslations();
  const level = placardLevel(listing);
  const size = placardImageSize[level];
  const imagePrefix = resizedImageUrlPrefix({ height: size.height, width: size.width });
  const firstImage = listing.imageIds[0] === undefined ? null : `${imagePrefix}${listing.imageIds[0]}`;
  const place = [listing.city, listing.county, listing.stateCode].filter(Boolean).join(', ');
  const mobilePill = pillText(t, statusPill(listing, 'mobile'));
  const desktopPill = pillText(t, statusPill(listing, 'desktop'));
  const change = priceChangeTag(listing.priceChangeAmount, priceChangeLookback);
  const analytics = dataLayerListing(listing);
  const badged = level !== 'free' && level !== 'standard' && level !== 'premium';
  return (
    // Full height of its grid cell, the broker block at the bottom: a row of placards ends in one line.
    <article className={clsx('flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white', `placard-${level}`)} data-level={level} data-listing-id={listing.id}>
      <div className="relative aspect-[3/2] bg-surface">
        {hasPlacardCarousel(listing) ? (
          <PlacardCarousel imagePrefix={imagePrefix} imageIds={listing.imageIds} alt={listing.title} width={size.width} height={size.height} eager={eager} />
        ) : firstImage ? (
          <PlacardImage src={firstImage} alt={listing.title} width={size.width} height={size.height} loading={eager ? 'eager' : 'lazy'} />
        ) : null}
        {(desktopPill || badged) && (
          // One row across the photo's top: the pill on the left may wrap, the level badge keeps its
          // corner, and on a narrow placard neither runs under the other.
          <div className="pointer-events-none absolute inset-x-2 top-2 flex items-start justify-between gap-2">
            {desktopPill ? (
              <span className="min-w-0 rounded bg-ink/85 px-2 py-0.5 text-xs font-semibold uppercase text-white" data-testid="status-pill">
                {mobilePill === desktopPill ? (
                  desktopPill
                ) : (
                  <>
                    <span className="md:hidden">{mobilePill}</span>
                    <span className="hidden md:inline">{desktopPill}</span>
                  </>
                )}
              </span>
            ) : (
              <span />
            )}
            {badged && (
              <span className="shrink-0 rounded bg-accent px-2 py-0.5 text-xs font-semibold text-accent-text" data-testid="level-badge">{t(`placard.badges.${level}`)}</span>
            )}
          </div>
        )}
        {/* SPEC §4 Like, in the corner the carousel's counter leaves free. */}
        <div className="absolute bottom-2 left-2 z-10">
          <LikeButton listing={analytics} title={listing.title} variant="icon" />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-semibold">{priceDisplay(listing.price)}</span>
          <span className="text-sm text-muted">{acresDisplay(listing.acres)}</span>
          {change && (
            <span className="rounded bg-surface px-1.5 text-xs font-medium text-ink">
              {t(change.direction === 'reduced' ? 'placard.priceReduced' : 'placard.priceIncreased', { amount: change.amount })}
            </span>
          )}
        </p>
        <h2 className="mt-1 font-medium leading-snug">
          <TitleLink href={href} className="hover:underline">
            {listing.title}
          </TitleLink>
        </h2>
        <p className="mt-1 text-sm text-muted">{place}</p>
        {(listing.hasVideo || listing.hasVirtualTour || listing.hasCustomMap) && (
          <ul className="mt-2 flex gap-3 text-xs text-muted" aria-label={t('placard.media')}>
            {listing.hasVideo && <li>{t('placard.video')}</li>}
            {listing.hasVirtualTour && <li>{t('placard.tour')}</li>}
            {listing.hasCustomMap && <li>{t('placard.map')}</li>}
          </ul>
        )}
        {(showsBrokerBlock(listing) && listing.brokerName) || takesLeads(listing) ? (
          <div className="mt-auto pt-3">
            {showsBrokerBlock(listing) && listing.brokerName && (
              <p className="border-t border-line pt-2 text-sm" data-testid="broker-block">
                <a href={brokerHref} className="font-medium hover:underline">
                  {listing.brokerName}
                </a>
                {listing.brokerCompany && <span className="text-muted"> · {listing.brokerCompany}</span>}
              </p>
            )}
            {/* SPEC §4's one lead rule: only where the listing page shows the contact form (its #contact card, the link's target without JavaScript). */}
            {takesLeads(listing) && (
              <p className="mt-2">
                <PlacardContactAction listingId={listing.id} href={`${href}#${CONTACT_ANCHOR}`} analytics={analytics} aria-haspopup="dialog" className="placard-contact-action" data-testid="contact-action">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.75">
                    <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" />
                    <path d="M3 5.5l7 5.5 7-5.5" />
                  </svg>
                  {t('placard.contactBroker')}
                </PlacardContactAction>
              </p>
            )}
          </div>
        ) : null}
      </div>
    </article>
  );
}
