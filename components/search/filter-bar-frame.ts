/** Heights the filter bar and its placeholder share (filter-bar-lazy.tsx), so nothing moves when the form arrives. */
export const filterBarFrame = 'min-h-10 lm:min-h-[7.25rem]';

/** The phone's "Filters (n)" button, the same in the placeholder and the filter bar. */
export const filtersOpenClass = 'rounded border border-line bg-white px-4 py-2 text-sm font-semibold lm:hidden';

/** UI-store form id of the phone's filter sheet: open in the store, the filter bar shows it as a dialog. */
export const SHEET_FORM = 'search-filter-sheet';
