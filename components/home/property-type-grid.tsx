import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { PropertyTypeKey } from '@/lib/domain';
import { HomeSection } from './home-section';
import { PropertyTypeIcon } from './property-type-icon';
import { swipeRowItem, swipeRowList } from './swipe-row';

export interface PropertyTypeTile {
  key: PropertyTypeKey;
  label: string;
  href: string;
  /** Active listings of the type; null when they could not be counted. */
  count: number | null;
}

/** SPEC §2.1 property-type grid and carousel: the brand's types (brand file home.propertyTypes) with their listings. */
export function PropertyTypeGrid({ tiles }: { tiles: readonly PropertyTypeTile[] }) {
  const t = useTranslations('home');
  return (
    <HomeSection id="property-types" heading={t('propertyTypesHeading')} data-testid="property-type-grid">
      <ul className={clsx(swipeRowList, 'sm:grid-cols-4')}>
        {tiles.map((tile) => (
          <li key={tile.key} className={clsx(swipeRowItem, 'w-[42%]')}>
            <a href={tile.href} className="group flex h-full flex-col items-start gap-3 rounded-lg border border-line bg-white p-4 transition hover:border-primary hover:shadow-md">
              <span className="grid h-12 w-12 place-items-center rounded-full bg-surface text-primary group-hover:bg-primary group-hover:text-primary-text">
                <PropertyTypeIcon type={tile.key} className="h-7 w-7" />
              </span>
              <span className="font-semibold leading-tight">{tile.label}</span>
              {tile.count !== null && <span className="mt-auto text-sm text-muted">{t('typeCount', { count: tile.count })}</span>}
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
