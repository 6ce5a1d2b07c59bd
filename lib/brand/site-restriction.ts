// SPEC §5 restricted-content helper: content shown only on the sites named in `to`, or on every site
// but those in `not`. The two lists are mutually exclusive; naming both is a mistake that shows nothing.

/** Site lists name brands by their key ('land', 'farm', 'rec'). */
export type SiteLists = { to: readonly string[]; not?: undefined } | { not: readonly string[]; to?: undefined };

export type SiteRestriction = 'show' | 'hide' | 'conflict';

export function siteRestriction(site: string, lists: { to?: readonly string[]; not?: readonly string[] }): SiteRestriction {
  const { to, not } = lists;
  if (to !== undefined && not !== undefined) return 'conflict';
  if (to !== undefined) return to.includes(site) ? 'show' : 'hide';
  if (not !== undefined) return not.includes(site) ? 'hide' : 'show';
  return 'show';
}
