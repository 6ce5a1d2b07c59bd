import { useTranslations } from 'next-intl';
import { useLabels } from '@/lib/hooks/use-labels';
import type { PropertyTypeId } from '@/lib/domain';

export interface TypeLink {
  id: PropertyTypeId;
  href: string;
  count: number;
}

/** A landing page's "By property type" links, each with its brand label and listing count. */
export function TypeLinks({ links }: { links: readonly TypeLink[] }) {
  const t = useTranslations('landing');
  const labels = useLabels();
  if (links.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="landing-types">
      <h2 id="landing-types" className="text-xl font-semibold">{t('byType')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2" data-testid="type-links">
        {links.map((link) => (
          <li key={link.id}>
            <a href={link.href} className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:bg-surface">
              {t('typeCount', { label: labels.propertyType(link.id), count: link.count })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
