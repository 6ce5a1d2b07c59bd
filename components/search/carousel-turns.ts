// Placard carousels start one at a time, each in an idle moment of its own: Swiper's start (measuring
// the frame, the loop's copies of the first and last slides) is a long task when the two or three
// carousels in view start in one commit, and separate short tasks when they take turns
// (docs/performance.md, "Fifth pass"). Swiper's code is loaded before the first turn, so a carousel's
// turn is its start and nothing else.

import { whenIdle } from '@/lib/ui/client';

const waiting: (() => void)[] = [];
let running = false;

const turnWait = { timeout: 500, fallbackDelay: 0 };

function nextTurn(load: () => Promise<unknown>): void {
  if (running || waiting.length === 0) return;
  running = true;
  whenIdle(() => {
    void load()
      .catch(() => undefined)
      .then(() => {
        // After the code has arrived, one carousel per idle moment: the one started renders and
        // commits in the tasks before the browser is idle again.
        whenIdle(() => {
          waiting.shift()?.();
          running = false;
          nextTurn(load);
        }, turnWait);
      });
  }, turnWait);
}

/**
 * Queues `start` for the next free turn, once `load` (Swiper's chunk) has resolved or failed; returns
 * a function that leaves the queue (a carousel scrolled away or unmounted before its turn).
 */
export function awaitCarouselTurn(load: () => Promise<unknown>, start: () => void): () => void {
  waiting.push(start);
  nextTurn(load);
  return () => {
    const at = waiting.indexOf(start);
    if (at >= 0) waiting.splice(at, 1);
  };
}
