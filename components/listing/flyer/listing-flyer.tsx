import { getTranslations } from 'next-intl/server';
import type { SiteBrand } from '@/lib/brand';
import { getLabels } from '@/lib/i18n/server-labels';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { flyerFacts } from '@/lib/listings/flyer-facts';
import { showsBrokerBlock } from '@/lib/listings/placard-view';
import { listingHref } from '@/lib/listings/detail/listing-url';
import { listingUrl, shortText } from '@/lib/listings/seo';
import { FlyerPrintButton } from './flyer-print-button';
import { FlyerPrintStyle } from './flyer-print-style';
import { FlyerQrCode } from './flyer-qr-code';
import { ResizedImage } from '@/components/ui/resized-image';

export interface ListingFlyerProps {
  brand: SiteBrand;
  listing: ListingDetail;
}

/** Enough description for a page that also holds the photo, the facts and the broker. */
const DESCRIPTION_MAX = 700;
const photoSize = imageSizes.detailFlyer;

/**
 * SPEC §2.2 flyer: one printable Letter page with the SPEC §9 flyer photo (394 px high), title, key
 * facts, a short description, the broker and the listing's address (as text and QR code).
 */
export async function ListingFlyer({ brand, listing }: ListingFlyerProps) {
  const [t, labels] = await Promise.all([getTranslations(), getLabels()]);
  const photo = listing.media.photos[0];
  const url = listingUrl(brand, listing);
  const { broker } = listing;
  return (
    <div className="mx-auto max-w-[7.5in] px-4 py-6 print:p-0">
      <FlyerPrintStyle />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <a href={listingHref(brand, listing)} className="font-semibold underline underline-offset-2">{t('flyer.backToListing')}</a>
        <FlyerPrintButton listingId={listing.id} label={t('flyer.print')} />
      </div>
      <article data-flyer className="flex flex-col gap-3 overflow-hidden border border-line bg-white p-4 text-ink shadow-sm">
        {photo && (
          <ResizedImage
            loading="eager"
            src={resizedImageUrl({ documentId: photo.documentId, ...photoSize })}
            srcSet={`${resizedImageUrl({ documentId: photo.documentId, ...photoSize })} 1x, ${resizedImageUrl({ documentId: photo.documentId, ...photoSize, density: 2 })} 2x`}
            alt={t('flyer.photoAlt', { title: listing.title })}
            width={photoSize.width}
            height={photoSize.height}
            className="h-[394px] w-full bg-surface object-cover"
          />
        )}
        <header className="flex items-baseline justify-between gap-4">
          <h1 className="text-2xl font-bold leading-tight">{listing.title}</h1>
          <p className="shrink-0 text-sm font-semibold text-muted">{brand.name}</p>
        </header>
        <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
          {flyerFacts(listing, t, labels).map((fact) => (
            <div key={fact.label}>
              <dt className="text-muted">{fact.label}</dt>
              <dd className="font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
        {listing.description && <p className="text-sm leading-snug">{shortText(listing.description, DESCRIPTION_MAX)}</p>}
        <footer className="mt-auto flex items-end justify-between gap-4 border-t border-line pt-3 text-sm">
          <div>
            {/* SPEC §4: free-tier and courtesy listings show no broker block, on paper as on screen. */}
            {showsBrokerBlock(listing) && (
              <div data-testid="flyer-broker" className="mb-2">
                <p className="text-muted">{t('flyer.listedBy')}</p>
                {broker.contactName && <p className="font-semibold">{broker.contactName}</p>}
                {broker.companyName && <p>{broker.companyName}</p>}
                {broker.phone && <p>{t('flyer.phone')}: {broker.phone}</p>}
              </div>
            )}
            <p className="text-muted">{t('flyer.online')}</p>
            <p className="break-all font-semibold">{url}</p>
          </div>
          <FlyerQrCode url={url} label={t('flyer.qrCode')} sizeInches={1.1} />
        </footer>
      </article>
    </div>
  );
}
