// SPEC §4 saved-search popover: shown again only 30 days after its last display, and only on the
// main land site or when the viewport is at least 990 px wide.

export const SAVED_SEARCH_POPOVER_KEY = 'savedSearchPopoverDate';
export const SAVED_SEARCH_POPOVER_DAYS = 30;
const LIST_MAP_BREAKPOINT = 990;

export function shouldShowSavedSearchPopover(input: { lastShown: string | null; now: Date; brandKey: string; viewportWidth: number }): boolean {
  if (input.brandKey !== 'land' && input.viewportWidth < LIST_MAP_BREAKPOINT) return false;
  if (!input.lastShown) return true;
  const last = Date.parse(input.lastShown);
  if (Number.isNaN(last)) return true;
  return input.now.getTime() - last >= SAVED_SEARCH_POPOVER_DAYS * 86_400_000;
}
