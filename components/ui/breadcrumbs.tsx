import clsx from 'clsx';
import type { LinkComponent } from './link-props';

export interface BreadcrumbLink {
  label: string;
  href: string;
}

interface Props {
  /** The navigation landmark's name ("Breadcrumb"). */
  label: string;
  /** The way here, first to last, each a link. */
  crumbs: readonly BreadcrumbLink[];
  /** The page itself: the last crumb, not a link. */
  current: string;
  className?: string;
  /** The crumbs' link: a plain anchor, or the search page's client link (it moves within the search view). */
  CrumbLink?: LinkComponent;
}

/** A breadcrumb trail: links separated by "›", then the current page (`aria-current="page"`). Server markup. */
export function Breadcrumbs({ label, crumbs, current, className, CrumbLink = 'a' }: Props) {
  return (
    <nav aria-label={label} className={clsx('text-sm text-muted', className)} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1.5">
            <CrumbLink href={crumb.href} className="hover:text-ink hover:underline">{crumb.label}</CrumbLink>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 max-w-full truncate text-ink">{current}</li>
      </ol>
    </nav>
  );
}
