// Work that can wait runs when the browser is idle: requestIdleCallback with a deadline, so it runs
// even on a page that is never idle, or a timer where the browser has no idle callbacks (Safari).

export type IdleWait = {
  /** The longest the work waits for an idle moment, in ms. */
  timeout: number;
  /** Where there are no idle callbacks: the timer's delay, in ms. */
  fallbackDelay: number;
};

/** Runs `run` in the browser's next idle moment (or after `timeout`), else after `fallbackDelay`. */
export function whenIdle(run: () => void, { timeout, fallbackDelay }: IdleWait): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => run(), { timeout });
  else setTimeout(run, fallbackDelay);
}
