import type { FooterColumn as FooterColumnConfig } from '@/lib/brand/schema';
import type { NavLink } from '@/lib/navigation';
import { ShowMoreList } from '@/components/ui/show-more-list';

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
        <ul className="space-y-1.5">
          {links.map((link) => (
            <li key={link.href + link.label}>
              <a href={link.href} className="hover:underline" rel={link.external ? 'noopener' : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <ShowMoreList links={links} collapsedCount={column.collapsedCount} moreLabel={moreLabel} lessLabel={lessLabel} listName={column.title} />
      )}
    </div>
  );
}
