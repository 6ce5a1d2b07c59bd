import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/ui/client';

// Work that can wait (a carousel's code, its slides) starts once the page has loaded and the browser
// is idle, so it never competes with the first paint of the largest image or with hydration.

let settled: Promise<void> | null = null;

function pageSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const afterLoad = () => whenIdle(resolve, { timeout: 1000, fallbackDelay: 50 });
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
  });
  return settled;
}

/** False on the server and until the page has loaded and the browser has had an idle moment; then true. */
export function usePageSettled(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void pageSettled().then(() => {
      if (live) setDone(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return done;
}
