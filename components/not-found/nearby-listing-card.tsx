import { useTranslations } from 'next-intl';
import { ResizedImage } from '@/components/ui/resized-image';
import { MarketStatus } from '@/lib/domain';
import { enumLabels } from '@/lib/i18n/labels';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import type { ListingPlacard } from '@/lib/listings/placard';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';

interface Props {
  listing: ListingPlacard;
  href: string;
}

const size = imageSizes.gold;

/**
 * A listing on the 404 page: photo, price and acres, title, place, and the under-contract pill, the
 * whole card one link. Server HTML only: the search's placard brings a Like button and a carousel,
 * scripts the 404 page does without (docs/not-found.md).
 */
export function NearbyListingCard({ listing, href }: Props) {
  const t = useTranslations();
  const imageId = listing.imageIds[0];
  const place = [listing.city, listing.county, listing.stateCode].filter(Boolean).join(', ');
  const underContract = listing.marketStatus === MarketStatus.UNDER_CONTRACT;
  return (
    <article className="h-full overflow-hidden rounded-lg border border-line bg-white" data-listing-id={listing.id}>
      <a href={href} className="group flex h-full flex-col focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary">
        <div className="relative aspect-[3/2] bg-surface">
          {imageId !== undefined && (
            <ResizedImage
              src={resizedImageUrl({ documentId: imageId, ...size })}
              srcSet={`${resizedImageUrl({ documentId: imageId, ...size, density: 2 })} 2x`}
              alt=""
              width={size.width}
              height={size.height}
              className="h-full w-full object-cover"
            />
          )}
          {underContract && (
            <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-0.5 text-xs font-semibold uppercase text-white">
              {enumLabels(t).marketStatus(MarketStatus.UNDER_CONTRACT)}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col p-4 text-left">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-semibold text-ink">{priceDisplay(listing.price)}</span>
            <span className="text-sm text-muted">{acresDisplay(listing.acres)}</span>
          </p>
          <h3 className="mt-1 font-medium leading-snug text-ink group-hover:underline">{listing.title}</h3>
          <p className="mt-1 text-sm text-muted">{place}</p>
        </div>
      </a>
    </article>
  );
}
