import { useTranslations } from 'next-intl';
import { ResizedImage } from '@/components/ui/resized-image';
import { dataLayerPageTypes } from '@/lib/analytics';
import type { BrokerProfile } from '@/lib/brokers';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import { PhoneReveal } from './phone-reveal';

type OfficeFacts = Pick<BrokerProfile, 'accountId' | 'companyName' | 'logoDocumentId' | 'address1' | 'address2' | 'city' | 'stateAbbreviation' | 'zip'>;

/** "Llano, TX 78643": the town line of an address, from what the account has. */
function localityLine({ city, stateAbbreviation, zip }: OfficeFacts): string {
  const region = [stateAbbreviation, zip].filter(Boolean).join(' ');
  return [city, region].filter(Boolean).join(', ');
}

/**
 * The broker's office as the seller edits it (SPEC §3 broker profile: logo, address, office phone):
 * the company logo, the street address and, when it is not the phone shown above, the office phone
 * behind its own "Show office phone". Left out when the account has none of them.
 */
export function BrokerOffice({ profile, name, officePhone }: { profile: OfficeFacts; name: string; officePhone: string | null }) {
  const t = useTranslations('brokerProfile');
  const street = [profile.address1, profile.address2].filter((line): line is string => Boolean(line));
  const address = street.length > 0 || profile.zip ? [...street, localityLine(profile)].filter(Boolean) : [];
  if (profile.logoDocumentId === null && address.length === 0 && !officePhone) return null;
  return (
    <section className="rounded-lg border border-line bg-white p-5" aria-labelledby="office-heading" data-testid="broker-office">
      <h2 id="office-heading" className="font-semibold">{t('officeHeading')}</h2>
      {profile.logoDocumentId !== null && (
        <ResizedImage src={resizedImageUrl({ documentId: profile.logoDocumentId, ...imageSizes.brokerLogo, fit: 'inside' })}
          alt={t('logoAlt', { company: profile.companyName ?? name })} width={160} height={80} className="mt-3 h-20 w-40 object-contain object-left" />
      )}
      {address.length > 0 && (
        <address className="mt-3 text-sm not-italic leading-relaxed">
          {profile.companyName && <span className="block break-words font-semibold">{profile.companyName}</span>}
          {address.map((line, i) => <span key={i} className="block break-words">{line}</span>)}
        </address>
      )}
      {officePhone && (
        <div className="mt-3" data-testid="broker-office-phone">
          <PhoneReveal accountId={profile.accountId} phone={officePhone} pageType={dataLayerPageTypes.brokerDetails} label={t('showOfficePhone')} callLabel={t('call', { phone: officePhone })} />
        </div>
      )}
    </section>
  );
}
