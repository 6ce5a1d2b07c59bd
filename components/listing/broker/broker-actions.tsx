import { getTranslations } from 'next-intl/server';
import { brokerWebsiteUrl, trackingMedium } from '@/lib/analytics';
import { dataLayerListing } from '@/lib/analytics';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { BrokerWebsiteLink } from './broker-website-link';
import { SeePhoneButton } from './see-phone-button';

export interface BrokerActionsProps {
  listing: ListingDetail;
}

/**
 * The broker block's phone and website controls (the page passes this as `brokerActions`). Server
 * component: the copy and the tracked link are made here, so the two islands get a few small props.
 */
export async function BrokerActions({ listing }: BrokerActionsProps) {
  const { broker } = listing;
  const website = brokerWebsiteUrl(broker.websiteUrl, trackingMedium(broker.accountId));
  if (!broker.phone && !website) return null;
  const t = await getTranslations('brokerActions');
  const record = dataLayerListing(listing);
  const name = broker.companyName ?? broker.contactName;
  return (
    <div className="flex flex-wrap items-center gap-3">
      {broker.phone && <SeePhoneButton phone={broker.phone} listing={record} label={t('seePhone')} callLabel={t('call', { phone: broker.phone })} />}
      {website && (
        <BrokerWebsiteLink
          href={website}
          listing={record}
          label={t('website')}
          accessibleLabel={name ? t('websiteOf', { name }) : t('websiteOfBroker')}
        />
      )}
    </div>
  );
}
