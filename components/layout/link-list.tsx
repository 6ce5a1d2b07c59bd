import type { LinkRow } from '@/lib/navigation';

interface LinkListProps {
  links: readonly LinkRow[];
  className?: string;
}

/** Off-site: a full URL. The brand files write on-site links as paths. */
const offSite = (href: string) => /^https?:\/\//.test(href);

/** A plain list of links, styled by the element around it; off-site ones get rel="noopener". */
export function LinkList({ links, className }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map(([label, href]) => (
        <li key={href + label}>
          <a href={href} rel={offSite(href) ? 'noopener' : undefined}>
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
