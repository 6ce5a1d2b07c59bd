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
  /** Links shown before "Show all" (with both its labels; else every link shows); the rest open without scripts (details/summary). */
  collapsedCount: number;
  showAll?: string;
  showFewer?: string;
  /** Test id of the section; also makes its heading's id. */
  testId: string;
}

// A state has up to 254 counties, all in the page (the rest behind "Show all"): each item is written
// twice (HTML and the page's flight data), so the list carries the styles, not each item, and the
// links are plain anchors, which the browser does not hydrate one by one (docs/performance.md).
const grid = 'grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3 [&>li]:min-w-0 [&_a]:hover:underline [&_span]:text-muted';

function Item({ link, countLabel }: { link: AreaLink; countLabel: (count: number) => string }) {
  return (
    <li>
      <a href={link.href} data-count={link.count}>{link.name}</a> <span>{countLabel(link.count)}</span>
    </li>
  );
}

/** A titled list of place links with their listing counts; beyond `collapsedCount` the rest sit behind "Show all". */
export function AreaLinkList({ heading, links, countLabel, collapsedCount, showAll, showFewer, testId }: Props) {
  if (links.length === 0) return null;
  const more = showAll && showFewer && links.length > collapsedCount ? { showAll, showFewer } : null;
  const first = more ? links.slice(0, collapsedCount) : links;
  const rest = more ? links.slice(collapsedCount) : [];
  const headingId = `${testId}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-6" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold">{heading}</h2>
      <ul className={`mt-3 ${grid}`}>
        {first.map((link, i) => <Item key={i} link={link} countLabel={countLabel} />)}
      </ul>
      {more && (
        <details className="group">
          <summary className="mt-2 w-fit cursor-pointer list-none text-sm font-semibold text-primary underline underline-offset-2 [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{more.showAll}</span>
            <span className="hidden group-open:inline">{more.showFewer}</span>
          </summary>
          <ul className={`mt-1.5 ${grid}`}>
            {rest.map((link, i) => <Item key={i} link={link} countLabel={countLabel} />)}
          </ul>
        </details>
      )}
    </section>
  );
}
