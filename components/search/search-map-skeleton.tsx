import clsx from 'clsx';

/** The map's box before its code has loaded; the frame around it holds the height, so nothing shifts. */
export function SearchMapSkeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('h-full w-full animate-pulse bg-surface', className)} />;
}
