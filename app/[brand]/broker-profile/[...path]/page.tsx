import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { BrokerProfilePage } from '@/components/broker/broker-profile-page';
import { pageBrand } from '@/lib/brand/page';
import { profileTarget } from '@/lib/brokers';
import { brokerProfileMetadata, getBrokerProfile } from '@/lib/brokers/server';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { hrefFor } from '@/lib/navigation';
import { routeFromSegments } from '@/lib/routing';
import { defaultCriteria } from '@/lib/search/criteria';
import { searchListings } from '@/lib/search/search-listings';

type Props = { params: Promise<{ path: string[] }> };

// Cached per brand and URL (docs/caching.md): the same page for every visitor.
export const revalidate = 300;
export const generateStaticParams = () => [];

/** Listings shown on the profile before "See all". */
const PROFILE_LISTINGS = 6;

/** One read per request for metadata and page (React's cache compares the id by value). */
const profileById = cache((id: number) => notFoundOnInputError(() => getBrokerProfile(id)));

/** The account a profile URL names: rendered, 308 to its canonical name slug, or the brand's 404. */
async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'broker-profile', path);
  const profile = route ? await profileById(route.id) : null;
  const target = profileTarget(route, profile);
  if (target.action === 'redirect') permanentRedirect(hrefFor(brand, target.route));
  if (target.action === 'not-found' || !profile) notFound();
  return { brand, profile };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, profile } = await load(props);
  const t = await getTranslations('brokerProfile');
  return brokerProfileMetadata(brand, profile, t(`memberTypes.${profile.memberType}`));
}

/** SPEC §2.1 broker/member details: land /member/{name}/{id}, farm /broker/{name}-{id}/, rec /profile/{name}/{id}. */
export default async function BrokerProfileRoute(props: Props) {
  const { brand, profile } = await load(props);
  const listings = profile.isActive && profile.stats.activeCount > 0
    ? (await searchListings(defaultCriteria({ brokerId: profile.accountId }), { now: new Date(), pageSize: PROFILE_LISTINGS })).listings
    : [];
  return <BrokerProfilePage brand={brand} profile={profile} listings={listings} />;
}
