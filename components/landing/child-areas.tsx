import { useTranslations } from 'next-intl';

export interface ChildAreaLink {
  name: string;
  href: string;
  count: number;
}

/** A landing page's child areas (regions and counties, or a county's towns), each with its count. */
export function ChildAreas({ level, place, areas }: { level: 'state' | 'region' | 'county'; place: string; areas: readonly ChildAreaLink[] }) {
  const t = useTranslations('landing');
  if (areas.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="landing-children">
      <h2 id="landing-children" className="text-xl font-semibold">{t('children', { level, place })}</h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1.5 sm:grid-cols-3 lg:grid-cols-4" data-testid="child-areas">
        {areas.map((area) => (
          <li key={area.href}>
            <a href={area.href} className="hover:underline">{area.name}</a>{' '}
            <span className="text-sm text-muted">{t('childCount', { count: area.count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
