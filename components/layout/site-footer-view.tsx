'use client';

import type { LinkRow } from '@/lib/navigation';
import { ShowMoreList } from '@/components/ui/show-more-list';
import { LinkList } from './link-list';

/** One brand-file footer column: its links, collapsed to `collapsedCount` for states and types. */
export interface FooterColumnModel {
  title: string;
  links: LinkRow[];
  /** States and types collapse to this many (SPEC §2.6); a column of plain links has none. */
  collapsedCount?: number;
}

/** A social account: the network's name, the account's URL, and the link's accessible name. */
export type SocialRow = readonly [network: string, url: string, label: string];

/** The footer as words and links only, worked out on the server (`SiteFooter`). */
export interface SiteFooterModel {
  navigationLabel: string;
  columns: FooterColumnModel[];
  moreLabel: string;
  lessLabel: string;
  rights: string;
  legalLabel: string;
  legal: LinkRow[];
  followLabel: string;
  social: SocialRow[];
}

/**
 * SPEC §2.6 footer, drawn from its model. A client component although nothing in it but More/Less
 * changes: every page's flight data then carries the footer's links as rows, not its markup as a tree
 * beside the HTML (docs/performance.md, eighth pass).
 */
export function SiteFooterView({ model }: { model: SiteFooterModel }) {
  // The accent focus ring can vanish on the dark footer, so focus there uses the footer text colour
  // (important: the global :focus-visible rule is unlayered and would beat a utility).
  return (
    // The links' styles are on the footer, written once rather than on each of its forty links. Its
    // content is as wide as the header's (max-w-screen-2xl), so the two line up on wide screens.
    <footer className="mt-16 bg-primary text-primary-text [&_:focus-visible]:outline-primary-text! [&_a]:rounded [&_a]:underline-offset-2 [&_a:hover]:underline">
      <nav aria-label={model.navigationLabel} className="mx-auto grid max-w-screen-2xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {model.columns.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-base font-semibold">{column.title}</h2>
            {column.collapsedCount === undefined ? (
              <LinkList links={column.links} className="space-y-1.5" />
            ) : (
              <ShowMoreList links={column.links} collapsedCount={column.collapsedCount} moreLabel={model.moreLabel} lessLabel={model.lessLabel} listName={column.title} />
            )}
          </div>
        ))}
      </nav>
      <div className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-between gap-4 border-t border-white/20 px-4 py-6 text-sm">
        <p>{model.rights}</p>
        {model.legal.length > 0 && (
          <nav aria-label={model.legalLabel}>
            <LinkList links={model.legal} className="flex flex-wrap gap-4" />
          </nav>
        )}
        {model.social.length > 0 && (
          <nav aria-label={model.followLabel}>
            <ul className="flex flex-wrap gap-4">
              {model.social.map(([network, url, label]) => (
                <li key={network}>
                  <a href={url} rel="noopener" aria-label={label}>
                    {network}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </footer>
  );
}
