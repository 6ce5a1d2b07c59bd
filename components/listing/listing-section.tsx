import clsx from 'clsx';
import type { ReactNode } from 'react';

interface Props {
  /** The section's id (a link target, e.g. `#history`) and the base of its heading's id. */
  id: string;
  heading: string;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A titled part of the listing page: labelled by its h2, ruled off from the part before it. */
export function ListingSection({ id, heading, children, className, ...rest }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={clsx('scroll-mt-4 border-t border-line py-8', className)} {...rest}>
      <h2 id={headingId} className="text-xl font-semibold">{heading}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
