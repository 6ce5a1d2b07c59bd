'use client';

import type { CompactAreaLinks } from '@/lib/search/area-links';

/**
 * The items of a list of place links, drawn from their compact form ([name, href after the common
 * prefix, count, count label]): the page's first links travel in its flight data this way, about a
 * third of their markup, and the links "Show all" fetches arrive in the same form (docs/performance.md).
 */
export function AreaLinkItems({ links: { hrefPrefix, links } }: { links: CompactAreaLinks }) {
  return links.map(([name, hrefRest, count, label]) => (
    <li key={hrefRest}>
      <a href={hrefPrefix + hrefRest} data-count={count}>{name}</a> <span>{label}</span>
    </li>
  ));
}
