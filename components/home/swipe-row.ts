/**
 * A row that scrolls sideways with snap points on phones (the carousel) and becomes a grid from the
 * tablet up: no script, the browser's own scrolling, every item still in the page for keyboards and
 * readers. Give the list `swipeRowList` plus its grid columns, and each item `swipeRowItem` with its width on phones.
 */
export const swipeRowList = '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-3 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0';
export const swipeRowItem = 'shrink-0 snap-start sm:w-auto';
