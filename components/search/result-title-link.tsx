import Link from 'next/link';
import type { ReactNode } from 'react';

export interface TitleLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A result's title on the search page: a client navigation (docs/search.md), so Back returns to the
 * results as they were. Fetched when followed, not when in view (docs/architecture.md "Links").
 */
export function ResultTitleLink({ href, className, children }: TitleLinkProps) {
  return <Link prefetch={false} href={href} className={className}>{children}</Link>;
}
