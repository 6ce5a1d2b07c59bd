import clsx from 'clsx';
import { resizedImageUrl } from '@/lib/images';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import {
  hasPlacardCarousel, placardImageSize, placardLevel, priceChangeTag, showsBrokerBlock, showsContactActions, statusPill,
} from '@/lib/listings/placard-view';
import type { ListingPlacard as Placard } from '@/lib/search/placard';
import { PlacardCarousel } from './placard-carousel';

interface Props {
  listing: Placard;
  href: string;
  brokerHref: string;
  priceChangeLookback?: number;
  /** The first placards load eagerly: they are the page's largest paint. */
  eager?: boolean;
}

/** A search result (SPEC §3 placard, §4 rules): level-sized image, status pill, price, acres, place, broker. */
export function ListingPlacard({ listing, href, brokerHref, priceChangeLookback, eager = false }: Props) {
  const level = placardLevel(listing);
  const size = placardImageSize[level];
  const images = listing.imageIds.map((id) => resizedImageUrl({ documentId: id, height: size.height, width: size.width }));
  const place = [listing.city, listing.county, listing.stateCode].filter(Boolean).join(', ');
  const mobilePill = statusPill(listing, 'mobile');
  const desktopPill = statusPill(listing, 'desktop');
  const change = priceChangeTag(listing.priceChangeAmount, priceChangeLookback);
  return (
    <article className={clsx('overflow-hidden rounded-lg border border-line bg-white', `placard-${level}`)} data-level={level} data-listing-id={listing.id}>
      <div className="relative aspect-[3/2] bg-surface">
        {hasPlacardCarousel(listing) ? (
          <PlacardCarousel images={images} alt={listing.title} width={size.width} height={size.height} />
        ) : images[0] ? (
          // eslint-disable-next-line @next/next/no-img-element -- sized by our own image service
          <img src={images[0]} alt={listing.title} width={size.width} height={size.height} loading={eager ? 'eager' : 'lazy'} decoding="async" className="h-full w-full object-cover" />
        ) : null}
        {desktopPill && (
          <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-0.5 text-xs font-semibold uppercase text-white" data-testid="status-pill">
            <span className="md:hidden">{mobilePill}</span>
            <span className="hidden md:inline">{desktopPill}</span>
          </span>
        )}
        {level !== 'free' && level !== 'standard' && level !== 'premium' && (
          <span className="absolute right-2 top-2 rounded bg-accent px-2 py-0.5 text-xs font-semibold capitalize text-accent-text">{level}</span>
        )}
      </div>
      <div className="p-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-semibold">{priceDisplay(listing.price)}</span>
          <span className="text-sm text-muted">{acresDisplay(listing.acres)}</span>
          {change && <span className="rounded bg-surface px-1.5 text-xs font-medium text-ink">{change}</span>}
        </p>
        <h2 className="mt-1 font-medium leading-snug">
          <a href={href} className="hover:underline">
            {listing.title}
          </a>
        </h2>
        <p className="mt-1 text-sm text-muted">{place}</p>
        {(listing.hasVideo || listing.hasVirtualTour || listing.hasCustomMap) && (
          <ul className="mt-2 flex gap-3 text-xs text-muted" aria-label="Media">
            {listing.hasVideo && <li>Video</li>}
            {listing.hasVirtualTour && <li>3D Tour</li>}
            {listing.hasCustomMap && <li>Map</li>}
          </ul>
        )}
        {showsBrokerBlock(listing) && listing.brokerName && (
          <p className="mt-3 border-t border-line pt-2 text-sm" data-testid="broker-block">
            <a href={brokerHref} className="font-medium hover:underline">
              {listing.brokerName}
            </a>
            {listing.brokerCompany && <span className="text-muted"> · {listing.brokerCompany}</span>}
          </p>
        )}
        {showsContactActions(listing) && (
          <p className="mt-2">
            <a href={`${href}#contact`} className="text-sm font-semibold text-ink underline underline-offset-2" data-testid="contact-action">
              Contact broker
            </a>
          </p>
        )}
      </div>
    </article>
  );
}
