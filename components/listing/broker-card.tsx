import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import type { ListingDetail } from '@/lib/listings/detail';
import { showsBrokerBlock } from '@/lib/listings/placard-view';
import { ResizedImage } from '@/components/ui/resized-image';

interface Props {
  listing: Pick<ListingDetail, 'listingLevel' | 'upgradeLevelId' | 'broker'>;
  /** The broker's profile page (brokerProfileHref). */
  profileHref: string;
  /** The phone reveal and website link (the analytics part's BrokerActions), under the name. */
  actions?: ReactNode;
  /** The block's place in the page (margins), from the layout. */
  className?: string;
}

/**
 * Who lists the property (SPEC §4: not for free-tier or courtesy listings): portrait, name, company,
 * logo, the phone and website controls, and a link to the broker's profile. Stacked in a narrow
 * column; from 601 px the logo sits beside the name and the controls share a row with the link.
 */
export function BrokerCard({ listing, profileHref, actions, className }: Props) {
  const t = useTranslations('listing.broker');
  if (!showsBrokerBlock(listing)) return null;
  const { broker } = listing;
  const name = broker.contactName ?? broker.companyName;
  const company = broker.contactName ? broker.companyName : null;
  return (
    <section aria-labelledby="broker-heading" className={clsx('rounded-lg border border-line bg-white p-5', className)} data-testid="broker-block">
      <h2 id="broker-heading" className="text-sm font-semibold uppercase tracking-wide text-muted">{t('heading')}</h2>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-x-6 gap-y-4">
        <div className="flex min-w-0 items-center gap-4">
          {broker.portraitDocumentId !== null && (
            <ResizedImage
              src={resizedImageUrl({ documentId: broker.portraitDocumentId, ...imageSizes.brokerPortrait })}
              alt=""
              width={64}
              height={64}
              className="h-16 w-16 shrink-0 rounded-full bg-surface object-cover"
            />
          )}
          <div className="min-w-0">
            {name && <p className="break-words font-semibold" data-testid="broker-name">{name}</p>}
            {company && <p className="break-words text-sm text-muted">{company}</p>}
          </div>
        </div>
        {broker.logoDocumentId !== null && broker.companyName && (
          <ResizedImage
            src={resizedImageUrl({ documentId: broker.logoDocumentId, ...imageSizes.brokerLogo, fit: 'inside' })}
            alt={t('logoAlt', { company: broker.companyName })}
            width={120}
            height={60}
            className="h-[60px] w-[120px] object-contain object-left sm:object-right"
          />
        )}
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        {actions}
        <a href={profileHref} className="text-sm font-semibold text-ink underline underline-offset-2" data-testid="broker-profile-link">
          {t('profile')}
        </a>
      </div>
    </section>
  );
}
