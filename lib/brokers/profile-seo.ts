import type { Metadata } from 'next';
import type { SiteBrand } from '@/lib/brand';
import { pageRobots } from '@/lib/brand/server';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import { OG_IMAGE_SIZE, serializeJsonLd, siteOrigin, type JsonLd } from '@/lib/listings/seo';
import { hrefFor } from '@/lib/navigation';
import { MemberType } from '@/lib/domain';
import { brokerDisplayName, brokerProfileRoute, type BrokerProfile } from './broker-profile';
import { brokerOgImagePath } from './profile-og-path';

// A profile page for search engines and sharing: title, description, canonical URL, Open Graph and Twitter
// with the drawn profile card, and schema.org RealEstateAgent, or Organization for a company without a person.

const DESCRIPTION_MAX = 160;

export function brokerProfileUrl(brand: SiteBrand, profile: BrokerProfile): string {
  return `${siteOrigin(brand)}${hrefFor(brand, brokerProfileRoute(profile))}`;
}

function placeOf(profile: BrokerProfile): string {
  return [profile.city, profile.stateAbbreviation].filter(Boolean).join(', ');
}

/** "Land broker in Llano, TX with 12 properties for sale. Licensed ..." within 160 characters. */
export function brokerDescription(profile: BrokerProfile, memberLabel: string): string {
  const name = brokerDisplayName(profile);
  const place = placeOf(profile);
  const count = profile.stats.activeCount;
  const text = `${name}${profile.contactName && profile.companyName ? ` of ${profile.companyName}` : ''}: ${memberLabel.toLowerCase()}${place ? ` in ${place}` : ''}${count > 0 ? ` with ${count} ${count === 1 ? 'property' : 'properties'} for sale` : ''}.`;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

function imageOf(brand: SiteBrand, profile: BrokerProfile): string | null {
  const id = profile.portraitDocumentId ?? profile.logoDocumentId;
  return id === null ? null : `${siteOrigin(brand)}${resizedImageUrl({ documentId: id, ...imageSizes.brokerPortrait })}`;
}

export function brokerProfileMetadata(brand: SiteBrand, profile: BrokerProfile, memberLabel: string): Metadata {
  const url = brokerProfileUrl(brand, profile);
  const name = brokerDisplayName(profile);
  const title = profile.contactName && profile.companyName ? `${name}, ${profile.companyName}` : name;
  const description = brokerDescription(profile, memberLabel);
  // The drawn card (portrait, name, company, listing count, brand), as listing pages share theirs.
  const image = { url: `${siteOrigin(brand)}${brokerOgImagePath(profile)}`, ...OG_IMAGE_SIZE, type: 'image/png', alt: title };
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'profile', url, siteName: brand.name, locale: 'en_US', title, description, images: [image] },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
    // An inactive broker's page stays for people who follow an old link, out of search results.
    robots: pageRobots(!profile.isActive),
  };
}

/** schema.org RealEstateAgent (a person or a brokerage), Organization for an owner or retailer's company. */
export function brokerJsonLd(brand: SiteBrand, profile: BrokerProfile): JsonLd {
  const url = brokerProfileUrl(brand, profile);
  const isAgentKind = profile.memberType !== MemberType.PROPERTY_OWNER && profile.memberType !== MemberType.LAND_RETAILER;
  return {
    '@context': 'https://schema.org',
    '@type': isAgentKind ? 'RealEstateAgent' : 'Organization',
    name: brokerDisplayName(profile),
    url,
    image: imageOf(brand, profile) ?? undefined,
    telephone: profile.phone ?? undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [profile.address1, profile.address2].filter(Boolean).join(', ') || undefined,
      addressLocality: profile.city ?? undefined,
      addressRegion: profile.stateAbbreviation ?? undefined,
      postalCode: profile.zip ?? undefined,
      addressCountry: 'US',
    },
    parentOrganization: profile.parent?.companyName ? { '@type': 'Organization', name: profile.parent.companyName } : undefined,
  };
}

export { serializeJsonLd };
