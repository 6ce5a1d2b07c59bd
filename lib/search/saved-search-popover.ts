import { breakpoints } from '@/lib/ui';

// SPEC §4 saved-search popover: shown again only 30 days after its last display, and only from the
// list-and-map breakpoint up unless the brand shows it on phones too (brand file:
// savedSearchPopoverOnPhones, the main land site).

export const SAVED_SEARCH_POPOVER_KEY = 'savedSearchPopoverDate';
export const SAVED_SEARCH_POPOVER_DAYS = 30;
/**
 * The popover arrives after the page (once its code has loaded), over whatever sits at the bottom right,
 * on a phone the first placard. For this long after it appears it lets taps through to what is under
 * it, so a tap the visitor aimed at the page a moment before is not swallowed by the popover's buttons.
 */
export const SAVED_SEARCH_POPOVER_ARMING_MS = 600;

export function shouldShowSavedSearchPopover(input: { lastShown: string | null; now: Date; onPhones: boolean; viewportWidth: number }): boolean {
  if (!input.onPhones && input.viewportWidth < breakpoints.listMap) return false;
  if (!input.lastShown) return true;
  const last = Date.parse(input.lastShown);
  if (Number.isNaN(last)) return true;
  return input.now.getTime() - last >= SAVED_SEARCH_POPOVER_DAYS * 86_400_000;
}
