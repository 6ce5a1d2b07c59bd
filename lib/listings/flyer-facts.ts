import { atomicPropertyTypes } from '@/lib/domain';
import type { EnumLabels } from '@/lib/i18n/labels';
import type { Translate } from '@/lib/i18n/translate';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { listingPlace } from '@/lib/listings/seo/listing-text';

export interface FlyerFact {
  label: string;
  value: string;
}

function houseFacts(listing: ListingDetail, t: Translate): string | null {
  if (!listing.hasHouse) return null;
  const parts = [
    listing.beds ? t('flyer.beds', { count: listing.beds }) : null,
    listing.baths ? t('flyer.baths', { count: listing.baths }) : null,
    listing.homeSqft ? t('flyer.sqft', { value: listing.homeSqft.toLocaleString('en-US') }) : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The flyer's key facts, in print order: price (SPEC §5 display), acres, price per acre when there is
 * a price, place, property types, market status and the house when there is one. `t` reads the whole
 * message tree; labels come from the brand's messages.
 */
export function flyerFacts(listing: ListingDetail, t: Translate, labels: EnumLabels): FlyerFact[] {
  const types = atomicPropertyTypes.filter((type) => (listing.propertyTypes & type.id) !== 0).map((type) => labels.propertyType(type.id));
  const hasPrice = listing.price !== null && listing.price > 2;
  const facts: (FlyerFact | null)[] = [
    { label: t('flyer.price'), value: priceDisplay(listing.price) },
    { label: t('flyer.acres'), value: acresDisplay(listing.acres) },
    hasPrice && listing.pricePerAcre ? { label: t('flyer.pricePerAcre'), value: priceDisplay(listing.pricePerAcre) } : null,
    { label: t('flyer.location'), value: listingPlace(listing) },
    types.length > 0 ? { label: t('flyer.types'), value: types.join(', ') } : null,
    { label: t('flyer.status'), value: labels.marketStatus(listing.marketStatus) },
  ];
  const house = houseFacts(listing, t);
  if (house) facts.push({ label: t('flyer.house'), value: house });
  return facts.filter((fact): fact is FlyerFact => fact !== null);
}
