import { getTranslations } from 'next-intl/server';
import { ContactBrokerButton } from '@/components/listing/contact/contact-broker-button';
import { LazyContactBrokerModal } from '@/components/listing/contact/lazy-contact-modal';
import { ListingPlacard } from '@/components/search/listing-placard';
import { PlacardGrid } from '@/components/search/placard-grid';
import { ResizedImage } from '@/components/ui/resized-image';
import { brokerWebsiteUrl, dataLayerPageTypes, trackingMedium } from '@/lib/analytics';
import type { SiteBrand } from '@/lib/brand';
import { brokerDisplayName, brokerListingsRoute, brokerProfileRoute, type BrokerProfile } from '@/lib/brokers';
import { brokerJsonLd, serializeJsonLd } from '@/lib/brokers/server';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import { brokerContact } from '@/lib/leads';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { hrefFor } from '@/lib/navigation';
import type { ListingPlacard as Placard } from '@/lib/listings/placard';
import { placardLinks } from '@/lib/search/placard-links';
import { searchRoute } from '@/lib/navigation';
import { AgentCard } from './agent-card';
import { BrokerOffice } from './broker-office';
import { PhoneReveal } from './phone-reveal';
import { ProfileWebsiteLink } from './profile-website-link';
import { SellerLogBeacon } from './seller-log-beacon';
import { BrokerAwards } from './broker-awards';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { BrokerVideo } from './broker-video';

export interface BrokerProfilePageProps {
  brand: SiteBrand;
  profile: BrokerProfile;
  /** The first of the broker's active listings, in the search's default order. */
  listings: Placard[];
}

function paragraphs(text: string | null): string[] {
  return (text ?? '').split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
}

const wholeAcres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const fewAcres = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** "5 – 822 acres": whole acres from 10 up, one decimal below (a 4.03-acre lot reads 4 acres). */
function acresRange(low: number, high: number): string {
  const f = (n: number) => (n >= 10 ? wholeAcres : fewAcres).format(n);
  return low === high ? acresDisplay(low) : `${f(low)} – ${f(high)} acres`;
}

function range(low: string | null, high: string | null): string | null {
  if (!low || !high) return low ?? high;
  return low === high ? low : `${low} – ${high}`;
}

/**
 * SPEC §2.1 broker/member details: who the seller is (portrait, name, company, member type, ALC
 * badges, place, member since, license), how to reach them (phone, website, the office with its logo,
 * address and office phone), what they sell (listing
 * statistics and the first listings), a corporate office's agents, and the inactive-broker screen.
 */
export async function BrokerProfilePage({ brand, profile, listings }: BrokerProfilePageProps) {
  const t = await getTranslations('brokerProfile');
  const name = brokerDisplayName(profile);
  const place = [profile.city, profile.stateAbbreviation].filter(Boolean).join(', ');
  const website = brokerWebsiteUrl(profile.websiteUrl, trackingMedium(profile.accountId));
  const phone = profile.preferredPhone ?? profile.officePhone;
  const allListings = hrefFor(brand, brokerListingsRoute(profile));
  const areaSearch = hrefFor(brand, searchRoute(profile.stateSlug ? { state: profile.stateSlug } : {}));
  const { stats } = profile;
  const acres = stats.acresMin === null || stats.acresMax === null ? null : acresRange(stats.acresMin, stats.acresMax);
  const prices = range(stats.priceMin === null ? null : priceDisplay(stats.priceMin), stats.priceMax === null ? null : priceDisplay(stats.priceMax));
  const since = new Date(profile.memberSince).getUTCFullYear();
  // Contact (an active broker only: the inactive screen offers none), the phone behind "Show phone" and
  // the website: under the name on phones, in the side column on wide screens (one is hidden). The
  // contact modal is one for the page.
  const contact = brokerContact(brand, profile);
  // The office phone gets its own reveal beside the address when it is not the phone offered above.
  const officePhone = contact && profile.officePhone && profile.officePhone !== phone ? profile.officePhone : null;
  const broker = { accountId: profile.accountId, pageType: dataLayerPageTypes.brokerDetails };
  const reach = contact ? (
    <ul className="flex flex-wrap items-center gap-3">
      <li>
        <ContactBrokerButton analytics={contact.analytics} className="inline-flex min-h-11 items-center rounded bg-primary px-4 py-2 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {t('contact', { name })}
        </ContactBrokerButton>
      </li>
      {phone && (
        <li data-testid="broker-phone"><PhoneReveal {...broker} phone={phone} label={t('showPhone')} callLabel={t('call', { phone })} /></li>
      )}
      {website && (
        <li><ProfileWebsiteLink href={website} broker={broker} label={t('website')} accessibleLabel={t('websiteOf', { name })} /></li>
      )}
    </ul>
  ) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" data-route-kind="broker-profile" data-account-id={profile.accountId}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(brokerJsonLd(brand, profile)) }} />
      <SellerLogBeacon accountId={profile.accountId} logType="seller viewed" pageType={broker.pageType} />
      {contact && <LazyContactBrokerModal contact={contact} />}
      {!profile.isActive && (
        <section className="mb-6 rounded-lg border border-line bg-surface p-5" data-testid="inactive-broker">
          <h2 className="text-lg font-semibold">{t('inactive.heading', { name })}</h2>
          <p className="mt-1 text-muted">{t('inactive.body', { brand: brand.name })}</p>
          <a href={areaSearch} className="mt-3 inline-block rounded-md bg-accent px-4 py-2 font-semibold text-accent-text">
            {profile.stateName ? t('inactive.searchState', { state: profile.stateName }) : t('inactive.searchAll')}
          </a>
        </section>
      )}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
            {profile.portraitDocumentId !== null && (
              <ResizedImage src={resizedImageUrl({ documentId: profile.portraitDocumentId, ...imageSizes.brokerPortrait })} alt={t('portraitAlt', { name })}
                width={120} height={120} className="h-28 w-28 shrink-0 rounded-full bg-surface object-cover sm:h-32 sm:w-32" />
            )}
            <div className="min-w-0">
              <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t(`memberTypes.${profile.memberType}`)}</p>
              <h1 className="mt-1 break-words text-3xl font-bold" data-testid="broker-name">{name}</h1>
              {profile.contactName && profile.companyName && <p className="mt-1 break-words text-lg">{profile.companyName}</p>}
              <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
                {place && <li>{place}</li>}
                <li>{t('memberSince', { year: since })}</li>
                {profile.licenseNumber && <li>{t('license', { number: profile.licenseNumber })}</li>}
              </ul>
              {(profile.alcCertified || profile.alcAdvancedCertified) && (
                <p className="mt-3 inline-flex rounded-full border border-primary px-3 py-1 text-sm font-semibold text-primary" data-testid="alc-badge">
                  {profile.alcAdvancedCertified ? t('alcAdvanced') : t('alc')}
                </p>
              )}
              {reach && <div className="mt-4 lg:hidden">{reach}</div>}
              {profile.parent && profile.parent.accountId !== profile.accountId && (
                <p className="mt-3 text-sm">
                  {t('office')}{' '}
                  <a href={hrefFor(brand, brokerProfileRoute(profile.parent))} className="font-semibold underline underline-offset-2">
                    {profile.parent.companyName ?? brokerDisplayName(profile.parent)}
                  </a>
                </p>
              )}
            </div>
          </header>
          {paragraphs(profile.description).length > 0 && (
            <section className="mt-8" aria-labelledby="about-heading">
              <h2 id="about-heading" className="text-xl font-semibold">{t('about', { name })}</h2>
              <div className="mt-3 space-y-3 leading-relaxed">
                {paragraphs(profile.description).map((p, i) => <p key={i}>{p}</p>)}
              </div>
            </section>
          )}
          <BrokerAwards awards={profile.awards} />
          {/* The player's copy is the listing gallery's, which only the pages with a player carry. */}
          {profile.isActive && profile.video && (
            <PageClientCopy extra={['gallery']}>
              <BrokerVideo video={profile.video} name={name} />
            </PageClientCopy>
          )}
          {profile.agents.length > 0 && (
            <section className="mt-10" aria-labelledby="agents-heading" data-testid="office-agents">
              <h2 id="agents-heading" className="text-xl font-semibold">{t('agents', { count: profile.agents.length, company: profile.companyName ?? name })}</h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {profile.agents.map((agent) => (
                  <li key={agent.accountId}><AgentCard agent={agent} href={hrefFor(brand, brokerProfileRoute(agent))} listingsHref={agent.listingCount > 0 ? hrefFor(brand, brokerListingsRoute(agent)) : undefined} pageType="broker/member details" /></li>
                ))}
              </ul>
            </section>
          )}
          {profile.isActive && listings.length > 0 && (
            <section className="mt-10" aria-labelledby="listings-heading">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="listings-heading" className="text-xl font-semibold">{t('listingsHeading', { name })}</h2>
                <a href={allListings} className="font-semibold underline underline-offset-2" data-testid="broker-all-listings">{t('allListings', { count: stats.activeCount })}</a>
              </div>
              <PlacardGrid className="mt-4">
                {listings.map((listing) => <li key={listing.id}><ListingPlacard listing={listing} {...placardLinks(brand, listing)} /></li>)}
              </PlacardGrid>
            </section>
          )}
        </div>
        <aside className="space-y-4">
          {reach && (
            <section className="hidden rounded-lg border border-line bg-white p-5 lg:block" aria-labelledby="reach-heading">
              <h2 id="reach-heading" className="font-semibold">{t('reach', { name })}</h2>
              <div className="mt-3">{reach}</div>
            </section>
          )}
          <BrokerOffice profile={profile} name={name} officePhone={officePhone} />
          <section className="rounded-lg border border-line bg-surface p-5" aria-labelledby="stats-heading" data-testid="broker-stats">
            <h2 id="stats-heading" className="font-semibold">{t('stats.heading')}</h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-3"><dt className="text-muted">{t('stats.active')}</dt><dd className="font-semibold" data-testid="broker-active-count">{stats.activeCount}</dd></div>
              {acres && <div className="flex justify-between gap-3"><dt className="text-muted">{t('stats.acres')}</dt><dd className="text-right font-semibold">{acres}</dd></div>}
              {prices && <div className="flex justify-between gap-3"><dt className="text-muted">{t('stats.prices')}</dt><dd className="text-right font-semibold">{prices}</dd></div>}
              {stats.states.length > 0 && <div className="flex justify-between gap-3"><dt className="text-muted">{t('stats.states')}</dt><dd className="text-right font-semibold">{stats.states.join(', ')}</dd></div>}
            </dl>
            {profile.isActive && stats.activeCount > 0 && (
              <a href={allListings} className="mt-4 inline-block rounded-md bg-accent px-4 py-2 text-sm font-semibold text-accent-text">{t('allListings', { count: stats.activeCount })}</a>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}
