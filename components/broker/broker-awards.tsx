import { useTranslations } from 'next-intl';
import type { BrokerAward } from '@/lib/brokers';

function MedalIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24" className="mt-0.5 shrink-0 text-primary">
      <path d="M7 2h4l2 5-3 2zM17 2h-4l-2 5 3 2z" fill="currentColor" opacity="0.55" />
      <circle cx="12" cy="15" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 11.5l1.1 2.2 2.4.3-1.8 1.7.5 2.4-2.2-1.2-2.2 1.2.5-2.4-1.8-1.7 2.4-.3z" fill="currentColor" />
    </svg>
  );
}

/**
 * SPEC §2.1 awards block: each award's title, then issuer and year, in the order read (newest first,
 * undated last); left out when the broker lists none.
 */
export function BrokerAwards({ awards }: { awards: readonly BrokerAward[] }) {
  const t = useTranslations('brokerProfile.awards');
  if (awards.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="awards-heading" data-testid="broker-awards">
      <h2 id="awards-heading" className="text-xl font-semibold">{t('heading')}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {awards.map((award, i) => (
          <li key={i} className="flex min-w-0 gap-3 rounded-lg border border-line p-4">
            <MedalIcon />
            <p className="min-w-0">
              <span className="block break-words font-semibold">{award.title}</span>
              {(award.issuer || award.year !== null) && (
                <>
                  {' '}
                  <span className="block break-words text-sm text-muted">
                    {award.issuer}
                    {award.issuer && award.year !== null && ' · '}
                    {award.year !== null && <time dateTime={String(award.year)}>{award.year}</time>}
                  </span>
                </>
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
