// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { scrollToShow, useCurrentInView } from '@/lib/hooks/use-current-in-view';

/** A row 300 px wide at x 0, 900 px of content, scrolled to `scrollLeft`; the item at `left`..`left + width` on screen. */
function layout(row: HTMLElement, item: HTMLElement, { scrollLeft, left, width }: { scrollLeft: number; left: number; width: number }) {
  Object.defineProperties(row, {
    scrollLeft: { value: scrollLeft, configurable: true },
    scrollWidth: { value: 900, configurable: true },
    clientWidth: { value: 300, configurable: true },
  });
  row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 40 });
  item.getBoundingClientRect = () => DOMRect.fromRect({ x: left, y: 0, width, height: 40 });
}

describe('scrollToShow', () => {
  const row = document.createElement('nav');
  const item = document.createElement('a');

  it('leaves a row alone when its current item shows whole', () => {
    layout(row, item, { scrollLeft: 0, left: 200, width: 100 });
    expect(scrollToShow(row, item)).toBeNull();
  });

  it('brings an item cut off at the right edge into the middle of the row', () => {
    // Item at 250..350 on screen: 250 px into the content; centred, it starts 100 px from the row's left.
    layout(row, item, { scrollLeft: 0, left: 250, width: 100 });
    expect(scrollToShow(row, item)).toBe(150);
  });

  it('brings an item cut off at the left edge back, never before the row starts', () => {
    layout(row, item, { scrollLeft: 40, left: -20, width: 100 });
    expect(scrollToShow(row, item)).toBe(0);
  });

  it('never scrolls past the end of the row', () => {
    // The last item, 820..900 in the content: centring would need 720, the row ends at 600.
    layout(row, item, { scrollLeft: 0, left: 820, width: 80 });
    expect(scrollToShow(row, item)).toBe(600);
  });
});

function Row({ current }: { current: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useCurrentInView(ref, current);
  return (
    <ul ref={ref} data-testid="row">
      {['a', 'b', 'c'].map((key) => <li key={key} data-key={key} aria-current={key === current ? 'step' : undefined}>{key}</li>)}
    </ul>
  );
}

/** Rows of 300 px, 900 px of content; items 100 px wide at the given left edges; scrollTo recorded. */
function fakeLayout(rects: Record<string, number>) {
  const scrollTo = vi.fn();
  const original = HTMLElement.prototype.getBoundingClientRect;
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (this.dataset.testid === 'row') return DOMRect.fromRect({ x: 0, width: 300, height: 40 });
    return DOMRect.fromRect({ x: rects[this.dataset.key ?? 'a'] ?? 0, width: 100, height: 40 });
  };
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { value: scrollTo, configurable: true, writable: true });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { get: () => 900, configurable: true });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { get: () => 300, configurable: true });
  const restore = () => {
    HTMLElement.prototype.getBoundingClientRect = original;
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollTo');
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollWidth');
    Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth');
  };
  return { scrollTo, restore };
}

describe('useCurrentInView', () => {
  it('brings the current item back when a tab before it grows after the page has loaded', () => {
    const rects: Record<string, number> = { a: 0, b: 100, c: 190 };
    const { scrollTo, restore } = fakeLayout(rects);
    let onResize: (() => void) | undefined;
    const observed: Element[] = [];
    const disconnect = vi.fn();
    vi.stubGlobal('ResizeObserver', class {
      constructor(callback: () => void) {
        onResize = callback;
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect = disconnect;
    });
    try {
      const { unmount } = render(<Row current="c" />);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(observed.map((item) => (item as HTMLElement).dataset.key)).toEqual(['a', 'b', 'c']);
      // "b" gains a badge: "c" moves to 240..340, past the row's edge.
      rects.c = 240;
      onResize?.();
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ left: 140, behavior: 'instant' });
      unmount();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
      restore();
    }
  });

  it('scrolls the row to its current item on arrival and again when the current item changes', () => {
    const { scrollTo, restore } = fakeLayout({ a: 0, b: 150, c: 400 });
    try {
      // "b" shows whole: nothing moves.
      const { rerender } = render(<Row current="b" />);
      expect(scrollTo).not.toHaveBeenCalled();
      // "c" is off the right edge: it comes to the middle.
      rerender(<Row current="c" />);
      expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ left: 300, behavior: 'instant' });
    } finally {
      restore();
    }
  });
});
