'use client';

import { useRouter } from 'next/navigation';
import { startTransition, type AnchorHTMLAttributes, type MouseEvent } from 'react';

interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Scroll to the new page's top (a result, a page of results); false keeps the place (a sort order). */
  scroll?: boolean;
}

/** A click the browser should handle itself: another button, a modifier (new tab or window), another target. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || (target !== null && target !== '_self');
}

/**
 * A link followed by the App Router (a client navigation: the layout and whatever the page keeps stay
 * alive) on a plain click, and a plain anchor for everything else: no script, a new tab, a crawler.
 * The search view's links (result titles, breadcrumbs, pages, sort orders) use it instead of
 * `next/link`, which adds about 4 KB of gzip to the search page's first load for what these links do
 * not need: prefetching (never wanted here; docs/architecture.md "Links"), link status, URL objects.
 */
export function RouterLink({ href, scroll = true, onClick, children, ...rest }: RouterLinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        startTransition(() => router.push(href, { scroll }));
      }}
    >
      {children}
    </a>
  );
}
