'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { NEAR_ME_HASH } from '@/lib/near-me';

// The near-me step (geolocation, the nearest-zip call) is a chunk of its own, fetched only when the
// page was opened as `#near-me`: no search page pays for it otherwise.
const NearMeRedirect = lazy(() => import('./near-me-redirect').then((m) => ({ default: m.NearMeRedirect })));

export function NearMeRedirectLazy() {
  const [wanted, setWanted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the fragment exists only in the browser, after hydration
  useEffect(() => setWanted(window.location.hash === `#${NEAR_ME_HASH}`), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <NearMeRedirect />
    </Suspense>
  );
}
