import { useTranslations } from 'next-intl';
import { activityNames, atomicPropertyTypes, saleTypeKey, type SaleTypeId } from '@/lib/domain';
import { useLabels } from '@/lib/hooks/use-labels';
import { flagNames, type ListingDetail } from '@/lib/listings/detail';
import { ListingSection } from './listing-section';

type Props = { listing: ListingDetail };

/** Key facts as a term list: place, types and activities (labels from the brand's messages), house, rights, terms. */
export function ListingFacts({ listing }: Props) {
  const t = useTranslations('listing.facts');
  const labels = useLabels();
  const types = atomicPropertyTypes.filter((type) => (listing.propertyTypes & type.id) !== 0).map((type) => labels.propertyType(type.id));
  const activities = flagNames(listing.activityTypes, activityNames).map((name) => labels.activity(name));
  const address = [listing.address1, listing.address2].filter(Boolean).join(', ');
  const facts: [string, string | number | null][] = [
    [t('address'), address || null],
    [t('city'), listing.city],
    [t('county'), listing.county],
    [t('region'), listing.region],
    [t('state'), listing.stateName],
    [t('zip'), listing.zip],
    [t('propertyTypes'), types.join(', ') || null],
    [t('activities'), activities.join(', ') || null],
    [t('saleType'), saleTypeKey(listing.saleType) ? labels.saleType(listing.saleType as SaleTypeId) : null],
    [t('beds'), listing.hasHouse ? listing.beds : null],
    [t('baths'), listing.hasHouse ? listing.baths : null],
    [t('homeSize'), listing.hasHouse && listing.homeSqft ? t('sqft', { sqft: listing.homeSqft }) : null],
    [t('mineralRights'), listing.mineralRights ? t('mineralRightsIncluded') : null],
    [t('ownerFinancing'), listing.ownerFinancing ? t('ownerFinancingAvailable') : null],
    [t('listingId'), listing.id],
  ];
  return (
    <ListingSection id="facts" heading={t('heading')} className="mt-6" data-testid="listing-facts">
      <dl className="grid grid-cols-1 gap-x-8 gap-y-3 sm:grid-cols-2">
        {facts.filter(([, value]) => value !== null && value !== '').map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 border-b border-line pb-2 sm:block sm:border-0 sm:pb-0">
            <dt className="text-sm text-muted">{term}</dt>
            <dd className="min-w-0 break-words text-right font-medium sm:text-left">{value}</dd>
          </div>
        ))}
      </dl>
    </ListingSection>
  );
}
