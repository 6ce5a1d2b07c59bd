'use client';

import { useEffect } from 'react';
import { nearMeLinks, readKnownZip } from '@/lib/near-me';

/**
 * Once the browser knows the visitor's zip, every "Land for Sale Near Me" link of the page goes straight
 * to that zip's search (SPEC §2.4); the server's HTML keeps the all-land search for everyone.
 */
export function NearMeLinks() {
  useEffect(() => {
    const known = readKnownZip();
    if (!known) return;
    for (const link of nearMeLinks()) link.href = known.href;
  }, []);
  return null;
}
