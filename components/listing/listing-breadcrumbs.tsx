import { useTranslations } from 'next-intl';
import type { Breadcrumb } from '@/lib/listings/detail';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';

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
  return <Breadcrumbs label={t('label')} crumbs={crumbs.map((crumb) => ({ label: label[crumb.level], href: crumb.href }))} current={title} className="py-3" />;
}
