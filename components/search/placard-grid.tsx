import clsx from 'clsx';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /**
   * The list has the page's width: three columns from the tablet breakpoint (1025 px). Without it the list
   * shares the page with the search map or a side column and shows two columns from 601 px at most: the
   * page is at most 1401 px wide, so three placards beside the map would be about 205 px each at any
   * screen width, their titles four lines long and their status tags folded in two.
   */
  fullWidth?: boolean;
  className?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * The one grid of placards (search results, similar listings, featured listings). Its tracks are
 * minmax(0, 1fr) at every width: a carousel inside a track sized by its content would grow without end.
 */
export function PlacardGrid({ children, fullWidth = false, className, ...rest }: Props) {
  return (
    <ol className={clsx('grid grid-cols-1 gap-6 sm:grid-cols-2', fullWidth && 'lg:grid-cols-3', className)} {...rest}>
      {children}
    </ol>
  );
}
