import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { StateBrowseCard } from '@/lib/home/state-browse';
import { HomeSection } from './home-section';
import { swipeRowItem, swipeRowList } from './swipe-row';

interface StateBrowseProps {
  heading: string;
  intro?: string;
  cards: readonly StateBrowseCard[];
}

/**
 * The brand's kinds of property state by state (brand file home.stateBrowse): a card per state with a
 * link to each search ("Pasture in Texas") and the listings it finds. Cards swipe on phones, a grid above.
 */
export function StateBrowse({ heading, intro, cards }: StateBrowseProps) {
  const t = useTranslations('home');
  if (cards.length === 0) return null;
  return (
    <HomeSection id="state-browse" heading={heading} intro={intro} data-testid="state-browse">
      <ul className={clsx(swipeRowList, 'sm:grid-cols-2 lg:grid-cols-3')}>
        {cards.map((card) => (
          <li key={card.stateId} className={clsx(swipeRowItem, 'w-[85%]')} data-testid="state-browse-card">
            <div className="h-full rounded-lg border border-line bg-white px-5 py-4">
              <h3 className="text-lg font-bold">{card.stateName}</h3>
              <ul className="mt-2 divide-y divide-line">
                {card.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} data-count={link.count} className="group flex min-h-11 items-center justify-between gap-4 py-2">
                      <span className="font-medium text-primary underline-offset-2 group-hover:underline">
                        {t('stateBrowseLink', { label: link.label, state: card.stateName })}
                      </span>{' '}
                      <span className="shrink-0 text-sm text-muted tabular-nums">{t('typeCount', { count: link.count })}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
