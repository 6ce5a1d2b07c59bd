import type { SiteBrand } from '@/lib/brand';
import type { Translate } from '@/lib/i18n/translate';
import { hrefFor, searchRoute } from '@/lib/navigation';
import type { Area } from '@/lib/routing';
import type { AreaCount } from './state-area-counts';

// The links under a state's results to its counties and main cities (components/search/state-area-links.tsx),
// and the counties beyond the first ones, which the page fetches when "Show all" is pressed
// (app/api/search/counties): a state has up to 254 counties, and the page carries only the first twelve.

/** Counties a state's page shows before "Show all". */
export const COLLAPSED_COUNTIES = 12;

export interface AreaLink {
  name: string;
  href: string;
  /** Active listings: what the area's own search finds. */
  count: number;
}

/** A place beyond the first ones: name, href after the list's common prefix, active listings, and the count as the page writes it. */
export type CompactAreaLink = readonly [name: string, hrefRest: string, count: number, countLabel: string];

/** The rest of a list of place links, each href written after a prefix they share. */
export interface CompactAreaLinks {
  hrefPrefix: string;
  links: CompactAreaLink[];
}

/** The count beside a place's name, as the brand writes it: "(1,234)". */
export function areaCountLabel(t: Translate): (count: number) => string {
  return (count) => t('landing.childCount', { count });
}

/** Each place as a link to its plain search on the brand, with its count. */
export function areaLinks(brand: SiteBrand, stateSlug: string, places: readonly AreaCount[], type: Area['type']): AreaLink[] {
  return places.map((place) => ({ name: place.name, count: place.count, href: hrefFor(brand, searchRoute({ state: stateSlug, area: { type, slug: place.slug } })) }));
}

/** The links as [name, href after their common prefix, count, count label], with the prefix once. */
export function compactAreaLinks(links: readonly AreaLink[], countLabel: (count: number) => string): CompactAreaLinks {
  let prefix = links[0]?.href ?? '';
  for (const { href } of links) while (!href.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return { hrefPrefix: prefix, links: links.map((link) => [link.name, link.href.slice(prefix.length), link.count, countLabel(link.count)]) };
}

/** Where the page fetches a state's counties beyond the first ones (same host: the brand's own). */
export function moreCountiesUrl(stateSlug: string): string {
  return `/api/search/counties?${new URLSearchParams({ state: stateSlug })}`;
}
