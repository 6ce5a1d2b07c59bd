import type { FooterColumn as FooterColumnConfig } from '@/lib/brand';
import { linkRows, type NavLink } from '@/lib/navigation';
import { ShowMoreList } from '@/components/ui/show-more-list';
import { LinkList } from './link-list';

export interface FooterColumnProps {
  column: FooterColumnConfig;
  links: readonly NavLink[];
  moreLabel: string;
  lessLabel: string;
}

/** One brand-file footer column: states and types collapse to `collapsedCount` (SPEC §2.6), links do not. */
export function FooterColumn({ column, links, moreLabel, lessLabel }: FooterColumnProps) {
  return (
    <div>
      <h2 className="mb-3 text-base font-semibold">{column.title}</h2>
      {column.kind === 'links' ? (
        <LinkList links={links} className="space-y-1.5" />
      ) : (
        <ShowMoreList links={linkRows(links)} collapsedCount={column.collapsedCount} moreLabel={moreLabel} lessLabel={lessLabel} listName={column.title} />
      )}
    </div>
  );
}
