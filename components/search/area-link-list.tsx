import { MoreAreaLinks, type MoreAreaLink } from './more-area-links';

export interface AreaLink {
  name: string;
  href: string;
  /** Active listings: what the area's own search finds. */
  count: number;
}

interface Props {
  heading: string;
  links: readonly AreaLink[];
  /** The count beside a name: "(1,234)". */
  countLabel: (count: number) => string;
  /** Links shown before "Show all" (with both its labels and `allHref`; else every link shows). */
  collapsedCount: number;
  showAll?: string;
  showFewer?: string;
  /** Where "Show all" leads without script: a page that lists every place. */
  allHref?: string;
  /** Test id of the section; also makes its heading's id. */
  testId: string;
}

// A state has up to 254 counties. Markup is written twice (HTML and the page's flight data), so the list
// carries the styles, not each item, the links are plain anchors, and the links beyond the first ones
// travel once, as compact data that MoreAreaLinks writes out when asked (docs/performance.md).
const grid = 'grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3 [&>li]:min-w-0 [&_a]:hover:underline [&_span]:text-muted';

/** The links as [name, href after their common prefix, count, count label], with the prefix once. */
function compact(links: readonly AreaLink[], countLabel: (count: number) => string): { hrefPrefix: string; links: MoreAreaLink[] } {
  let prefix = links[0]?.href ?? '';
  for (const { href } of links) while (!href.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return { hrefPrefix: prefix, links: links.map((link) => [link.name, link.href.slice(prefix.length), link.count, countLabel(link.count)]) };
}

function Item({ link, countLabel }: { link: AreaLink; countLabel: (count: number) => string }) {
  return (
    <li>
      <a href={link.href} data-count={link.count}>{link.name}</a> <span>{countLabel(link.count)}</span>
    </li>
  );
}

/** A titled list of place links with their listing counts; beyond `collapsedCount` the rest sit behind "Show all". */
export function AreaLinkList({ heading, links, countLabel, collapsedCount, showAll, showFewer, allHref, testId }: Props) {
  if (links.length === 0) return null;
  const more = showAll && showFewer && allHref && links.length > collapsedCount ? { showAll, showFewer, allHref } : null;
  const first = more ? links.slice(0, collapsedCount) : links;
  const rest = more ? links.slice(collapsedCount) : [];
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold">{heading}</h2>
      <ul className={`mt-3 ${grid}`}>
        {first.map((link, i) => <Item key={i} link={link} countLabel={countLabel} />)}
      </ul>
      {more && <MoreAreaLinks {...more} {...compact(rest, countLabel)} listClassName={grid} />}
    </section>
  );
}
