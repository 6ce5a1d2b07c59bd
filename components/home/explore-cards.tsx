import { useTranslations } from 'next-intl';
import type { ExploreSection } from '@/lib/routing';
import { HomeSection } from './home-section';

const drawings: Record<ExploreSection, string> = {
  listings: 'M12 3l2.6 5.6 6.1.7-4.5 4.1 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.1 6.1-.7z',
  auctions: 'M14 4l6 6M11 7l6 6M12.5 5.5l-5 5M8 14l-5 5M15.5 8.5l-5 5M4 21h9',
  deals: 'M3 12V4h8l10 10-8 8zM7.5 8.5h.01M9 17l6-6',
};

/** The three explore pages (SPEC §2.1 explore sub-pages) as cards: new listings, auctions, price cuts. */
export function ExploreCards({ links, main, heading }: { links: Readonly<Record<ExploreSection, string>>; main?: string; heading?: string }) {
  const t = useTranslations('explore');
  const sections = Object.keys(drawings) as ExploreSection[];
  return (
    <HomeSection id="explore" heading={heading ?? t('homeHeading')} more={main ? { href: main, label: t('seeAll') } : undefined} data-testid="explore-cards">
      <ul className="grid gap-4 sm:grid-cols-3">
        {sections.map((section) => (
          <li key={section}>
            <a href={links[section]} className="group flex h-full items-start gap-4 rounded-lg border border-line bg-surface p-5 hover:border-primary">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-8 w-8 shrink-0 text-primary" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round"><path d={drawings[section]} /></svg>
              <span>
                <span className="block text-lg font-semibold group-hover:underline">{t(`${section}.heading`)}</span>
                <span className="mt-1 block text-sm text-muted">{t(`${section}.card`)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
