import { useEffect, type RefObject } from 'react';

/**
 * Scrolls a sideways-scrolling row (tabs, steps) so its current item (`aria-current`) shows whole: on a
 * phone the row is wider than the screen, and a current item near its end would sit cut off at the
 * edge. Again whenever `current` changes or a tab changes size; a row whose current item already
 * shows is not moved.
 */
export function useCurrentInView(row: RefObject<HTMLElement | null>, current?: string): void {
  useEffect(() => {
    const element = row.current;
    const item = element?.querySelector<HTMLElement>('[aria-current]:not([aria-current="false"])');
    if (!element || !item) return;
    const show = () => {
      const left = scrollToShow(element, item);
      if (left !== null) element.scrollTo({ left, behavior: 'instant' });
    };
    show();
    // A tab that grows after the page has loaded (the seller's unread-leads badge, read in the browser)
    // pushes the ones after it along: the current one is brought back when a tab changes size.
    if (typeof ResizeObserver === 'undefined') return;
    const resized = new ResizeObserver(show);
    for (const child of element.children) resized.observe(child);
    return () => resized.disconnect();
  }, [row, current]);
}

/** Where the row scrolls to, with the item in its middle; null when the item shows whole already. */
export function scrollToShow(row: HTMLElement, item: HTMLElement): number | null {
  const view = row.getBoundingClientRect();
  const box = item.getBoundingClientRect();
  if (box.left >= view.left && box.right <= view.right) return null;
  const centred = row.scrollLeft + (box.left - view.left) - (view.width - box.width) / 2;
  return Math.max(0, Math.min(centred, row.scrollWidth - row.clientWidth));
}
