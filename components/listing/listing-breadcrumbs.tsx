import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Breadcrumb } from '@/lib/listings/detail';

interface Props {
  crumbs: readonly Breadcrumb[];
  stateName: string;
  county: string;
  /** The listing's title: the last crumb, the page itself (not a link). */
  title: string;
}

/** Home > state search > county search > the listing (links by the brand's dialect). */
export function ListingBreadcrumbs({ crumbs, stateName, county, title }: Props) {
  const t = useTranslations('listing.breadcrumbs');
  const label = { home: t('home'), state: t('state', { state: stateName }), county: t('county', { county }) };
  return (
    <nav aria-label={t('label')} className="py-3 text-sm text-muted" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb) => (
          <li key={crumb.level} className="flex items-center gap-1.5">
            <Link href={crumb.href} className="hover:text-ink hover:underline">{label[crumb.level]}</Link>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 max-w-full truncate text-ink">{title}</li>
      </ol>
    </nav>
  );
}
