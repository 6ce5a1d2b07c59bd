import { useTranslations } from 'next-intl';
import { listingFeatures, type ListingDetail } from '@/lib/listings/detail';
import { ListingSection } from './listing-section';

type Props = { listing: ListingDetail };

/** Setting, farm and home types and the media a listing offers, as labelled groups of tags; nothing when it has none. */
export function ListingFeatures({ listing }: Props) {
  const t = useTranslations('listing.features');
  const { regions, farms, homes } = listingFeatures(listing);
  const media = [listing.hasVideo && t('video'), listing.hasVirtualTour && t('tour'), listing.hasCustomMap && t('customMap')].filter((m): m is string => Boolean(m));
  const groups = [
    { name: t('setting'), items: regions.map((r) => t(`regions.${r}`)) },
    { name: t('farm'), items: farms.map((f) => t(`farms.${f}`)) },
    { name: t('home'), items: homes.map((h) => t(`homes.${h}`)) },
    { name: t('media'), items: media },
  ].filter((group) => group.items.length > 0);
  if (groups.length === 0) return null;
  return (
    <ListingSection id="features" heading={t('heading')} data-testid="listing-features">
      <dl className="space-y-4">
        {groups.map((group) => (
          <div key={group.name}>
            <dt className="text-sm font-semibold text-muted">{group.name}</dt>
            <dd>
              <ul className="mt-2 flex flex-wrap gap-2">
                {group.items.map((item) => (
                  <li key={item} className="rounded-full border border-line bg-surface px-3 py-1 text-sm">{item}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </ListingSection>
  );
}
