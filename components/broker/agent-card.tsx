import { useTranslations } from 'next-intl';
import { ResizedImage } from '@/components/ui/resized-image';
import type { BrokerSummary } from '@/lib/brokers';
import { brokerDisplayName } from '@/lib/brokers';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import type { DataLayerPageType } from '@/lib/analytics';
import { PhoneReveal } from './phone-reveal';

export interface AgentCardProps {
  agent: BrokerSummary;
  href: string;
  /** The broker's listings page, when it has listings. */
  listingsHref?: string;
  /** The page the card is on, for the phone reveal's data-layer event. */
  pageType: DataLayerPageType;
}

/** SPEC §2.1 agent card: portrait, name, company, place, listing count (a link to the listings), ALC badges, a link to the profile, the phone behind a logged reveal. */
export function AgentCard({ agent, href, listingsHref, pageType }: AgentCardProps) {
  const t = useTranslations('brokerProfile');
  const name = brokerDisplayName(agent);
  const place = [agent.city, agent.stateAbbreviation].filter(Boolean).join(', ');
  return (
    <article className="flex h-full flex-col rounded-lg border border-line bg-white p-4" data-testid="agent-card">
      <div className="flex items-start gap-3">
        {agent.portraitDocumentId !== null ? (
          <ResizedImage src={resizedImageUrl({ documentId: agent.portraitDocumentId, ...imageSizes.brokerPortrait })} alt="" width={56} height={56}
            className="h-14 w-14 shrink-0 rounded-full bg-surface object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-surface text-lg font-semibold text-muted">{name.slice(0, 1)}</span>
        )}
        <div className="min-w-0">
          <h3 className="font-semibold"><a href={href} className="underline-offset-2 hover:underline">{name}</a></h3>
          {agent.contactName && agent.companyName && <p className="break-words text-sm text-muted">{agent.companyName}</p>}
          {place && <p className="text-sm text-muted">{place}</p>}
          <p className="mt-1 text-sm">
            {listingsHref ? <a href={listingsHref} className="font-medium text-primary underline-offset-2 hover:underline" data-testid="agent-listings">{t('listingCount', { count: agent.listingCount })}</a> : t('listingCount', { count: agent.listingCount })}
          </p>
          {(agent.alcCertified || agent.alcAdvancedCertified) && (
            <p className="mt-1 text-xs font-semibold text-primary">{agent.alcAdvancedCertified ? t('alcAdvanced') : t('alc')}</p>
          )}
        </div>
      </div>
      {agent.phone && (
        <div className="mt-auto pt-3">
          <PhoneReveal accountId={agent.accountId} phone={agent.phone} label={t('showPhone')} callLabel={t('call', { phone: agent.phone })} pageType={pageType}
            className="inline-flex min-h-10 items-center rounded border border-line px-3 py-1.5 text-sm font-semibold hover:bg-surface" />
        </div>
      )}
    </article>
  );
}
