import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  heading: string;
  /** One line under the heading. */
  intro?: string;
  /** A "See all" link beside the heading. */
  more?: { href: string; label: string };
  children: ReactNode;
  'data-testid'?: string;
}

/** One band of the home page: a heading (with its "see all" link) and what it shows. */
export function HomeSection({ id, heading, intro, more, children, ...rest }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10" {...rest}>
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-1">
        <h2 id={id} className="text-2xl font-bold md:text-3xl">{heading}</h2>
        {more && <a href={more.href} className="font-semibold text-primary underline-offset-2 hover:underline">{more.label}</a>}
      </div>
      {intro && <p className="mt-1 text-muted">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
