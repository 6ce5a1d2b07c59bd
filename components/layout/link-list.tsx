import type { NavLink } from '@/lib/navigation';

interface LinkListProps {
  links: readonly NavLink[];
  className?: string;
  linkClassName?: string;
}

/** A plain list of links; off-site ones get rel="noopener". */
export function LinkList({ links, className, linkClassName = 'hover:underline' }: LinkListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <a href={link.href} className={linkClassName} rel={link.external ? 'noopener' : undefined}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
