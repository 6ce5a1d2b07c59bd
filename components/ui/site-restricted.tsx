import type { ReactNode } from 'react';
import { siteRestriction, type SiteLists } from '@/lib/brand';

type Props = SiteLists & {
  /** The brand key of the page being rendered. */
  site: string;
  children: ReactNode;
};

/**
 * SPEC §5 restricted content: `children` only on the sites in `to`, or everywhere but the sites in
 * `not`. Both lists at once log an error and render nothing. No hooks, so it works on the server and
 * in client components alike.
 */
export function SiteRestricted({ site, children, ...lists }: Props) {
  const decision = siteRestriction(site, lists);
  if (decision === 'conflict') {
    console.error('SiteRestricted: "to" and "not" are mutually exclusive; nothing is rendered.');
    return null;
  }
  return decision === 'show' ? children : null;
}
