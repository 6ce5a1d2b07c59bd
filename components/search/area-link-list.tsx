import { compactAreaLinks, type AreaLink } from '@/lib/search/area-links';
import { AreaLinkItems } from './area-link-items';
import { MoreAreaLinks, type MoreAreaLinksProps } from './more-area-links';

interface Props {
  heading: string;
  /** The links the page writes (a long list's first ones; `more` fetches the rest). */
  links: readonly AreaLink[];
  /** The count beside a name: "(1,234)". */
  countLabel: (count: number) => string;
  /** The rest of a long list, behind "Show all": its labels, where it is fetched, and where it leads without script. */
  more?: Omit<MoreAreaLinksProps, 'listClassName'>;
  /** Test id of the section; also makes its heading's id. */
  testId: string;
}

// A state has up to 254 counties. A server component's markup is written twice (HTML and the page's
// flight data), so the list carries the styles, not each item, the items are a client component drawn
// from compact tuples, and the links beyond the first ones are not in the page at all: MoreAreaLinks
// fetches them when asked (docs/performance.md).
const grid = 'grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3 [&>li]:min-w-0 [&_a]:hover:underline [&_span]:text-muted';

/** A titled list of place links with their listing counts, and with `more`, a "Show all" that brings the rest. */
export function AreaLinkList({ heading, links, countLabel, more, testId }: Props) {
  if (links.length === 0) return null;
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold">{heading}</h2>
      <ul className={`mt-3 ${grid}`}>
        <AreaLinkItems links={compactAreaLinks(links, countLabel)} />
      </ul>
      {more && <MoreAreaLinks {...more} listClassName={grid} />}
    </section>
  );
}
