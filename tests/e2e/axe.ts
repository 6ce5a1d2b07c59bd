import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the suite holds every page to: WCAG 2 levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa'];

export interface AxeScope {
  /** Only this part of the page (a selector), as for an open dialog. */
  include?: string;
  /** Not this part (a selector), as for a map canvas axe cannot read. */
  exclude?: string;
  /** `all`: axe's best-practice rules besides WCAG A and AA. */
  rules?: 'wcag-aa' | 'all';
}

/**
 * The violations axe finds on the page as it is now, one line each (rule, then the elements it names),
 * so that a failing test prints what to fix.
 *
 * axe runs in the page's own frame (the wrapper's "legacy mode"). Its default opens a blank page beside
 * the tested one to gather the frames' results, which doubled each check's time (the Texas search page:
 * 5.0-7.5 s against 2.6-3.4 s, same violations and passes); that mode exists for pages that embed
 * frames from other origins, which none of ours does when it is checked (the gallery's video and 3D
 * tour players load only after a click).
 *
 * Only violations are gathered whole: axe still runs every rule on every element, but keeps one
 * element of each passed or incomplete rule instead of describing them all (1,916 passed elements on
 * the Texas search page, each with a selector worked out). The same violations, with every element
 * named, in about two thirds of the time (search page 3.0-3.7 s -> 1.8-2.4 s, listing page 1.9-2.0 s
 * -> 1.5-1.7 s). `options()` replaces axe's options, so it comes before `withTags`, which adds to them.
 */
export async function axeViolations(page: Page, { include, exclude, rules = 'wcag-aa' }: AxeScope = {}): Promise<string[]> {
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (rules === 'wcag-aa') axe = axe.withTags(WCAG_AA);
  if (include) axe = axe.include(include);
  if (exclude) axe = axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
