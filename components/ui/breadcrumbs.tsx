import clsx from 'clsx';

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
}

/** A breadcrumb trail: links separated by "›", then the current page (`aria-current="page"`). Server markup. */
export function Breadcrumbs({ label, crumbs, current, className }: Props) {
  return (
    <nav aria-label={label} className={clsx('text-sm text-muted', className)} data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb) => (
          <li key={crumb.href} className="flex items-center gap-1.5">
            <a href={crumb.href} className="hover:text-ink hover:underline">{crumb.label}</a>
            <span aria-hidden="true">›</span>
          </li>
        ))}
        <li aria-current="page" className="min-w-0 max-w-full truncate text-ink">{current}</li>
      </ol>
    </nav>
  );
}
