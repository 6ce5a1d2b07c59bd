'use client';

import { useEffect, useRef } from 'react';

/**
 * Runs `report` once per `key` while the component stays mounted: again when the key changes (another
 * listing or account), never twice for one key (React's development double effect runs effects twice
 * on a mount). For page views that only the browser can count, since the page is cached.
 */
export function useReportOnce(key: string, report: () => void): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    report();
  }, [key, report]);
}
