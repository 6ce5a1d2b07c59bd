import type { NavLink } from '@/lib/navigation';

interface LinkListProps {
  links: readonly NavLink[];
  className?: string;
}

/** A plain list of links, styled by the element around it; off-site ones get rel="noopener". */
export function LinkList({ links, className }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} rel={link.external ? 'noopener' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
