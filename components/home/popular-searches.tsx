import { useTranslations } from 'next-intl';
import type { NavLink } from '@/lib/navigation';
import { HomeSection } from './home-section';

/** Popular searches: the brand's property types in the states its visitors search most (lib/search/popular-search-links.ts). */
export function PopularSearches({ links }: { links: readonly NavLink[] }) {
  const t = useTranslations('home');
  if (links.length === 0) return null;
  return (
    <HomeSection id="popular-searches" heading={t('popularHeading')} data-testid="popular-searches">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="inline-flex min-h-10 items-center rounded-full border border-line bg-white px-4 text-sm font-medium hover:border-primary hover:text-primary">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
