import { breakpoints } from '@/lib/ui';

// SPEC §4 saved-search popover: shown again only 30 days after its last display, and only from the
// list-and-map breakpoint up unless the brand shows it on phones too (brand file:
// savedSearchPopoverOnPhones, the main land site).

export const SAVED_SEARCH_POPOVER_KEY = 'savedSearchPopoverDate';
export const SAVED_SEARCH_POPOVER_DAYS = 30;

export function shouldShowSavedSearchPopover(input: { lastShown: string | null; now: Date; onPhones: boolean; viewportWidth: number }): boolean {
  if (!input.onPhones && input.viewportWidth < breakpoints.listMap) return false;
  if (!input.lastShown) return true;
  const last = Date.parse(input.lastShown);
  if (Number.isNaN(last)) return true;
  return input.now.getTime() - last >= SAVED_SEARCH_POPOVER_DAYS * 86_400_000;
}
