import clsx from 'clsx';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** The page has no map beside the list: three columns from the tablet breakpoint instead of mediumLarge. */
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
    <ol className={clsx('grid grid-cols-1 gap-6 sm:grid-cols-2', fullWidth ? 'lg:grid-cols-3' : 'xl:grid-cols-3', className)} {...rest}>
      {children}
    </ol>
  );
}
