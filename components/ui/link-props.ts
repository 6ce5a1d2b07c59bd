import type { ComponentType, ReactNode } from 'react';

export interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * How a shared component draws its links: a plain anchor (a page load of cached HTML), or a client link
 * handed in by a page that navigates within itself (`SearchLink`; docs/architecture.md "Links").
 */
export type LinkComponent = ComponentType<LinkProps> | 'a';
