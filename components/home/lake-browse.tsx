import { useTranslations } from 'next-intl';
import type { LakeLink } from '@/lib/home/lake-browse';
import { HomeSection } from './home-section';
import { PropertyTypeIcon } from './property-type-icon';

interface LakeBrowseProps {
  heading: string;
  intro?: string;
  lakes: readonly LakeLink[];
  /** Every lakefront listing, beside the heading. */
  allHref: string;
}

/** The lakes with the most lakefront listings (brand file home.lakeBrowse), each to its lake search. */
export function LakeBrowse({ heading, intro, lakes, allHref }: LakeBrowseProps) {
  const t = useTranslations('home');
  if (lakes.length === 0) return null;
  return (
    <HomeSection id="lake-browse" heading={heading} intro={intro} more={{ href: allHref, label: t('lakeBrowseMore') }} data-testid="lake-browse">
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {lakes.map((lake) => (
          <li key={lake.id}>
            <a
              href={lake.href}
              data-lake={lake.name}
              data-count={lake.count}
              className="group flex h-full min-h-16 items-center gap-3 rounded-lg border border-line bg-white p-3 transition hover:border-primary hover:shadow-md"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-full bg-surface text-primary group-hover:bg-primary group-hover:text-primary-text">
                <PropertyTypeIcon type="LAKEFRONT" className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold leading-tight">{lake.name}</span>{' '}
                <span className="mt-0.5 block text-sm text-muted">{t('lakeDetail', { state: lake.stateName, count: lake.count })}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
