'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { SellerLinks } from './seller-login-popover';

// The account code every page has but no page needs to paint: the login-status checks (with token login
// and the seller popover) and the watcher that mounts the account modals. One chunk, fetched once the
// page has hydrated; the header shows the logged-out items until the status is known (the same HTML for
// every visitor, docs/caching.md). A modal asked for before then opens as soon as the chunk is in.
const Islands = lazy(() => import('./account-islands-chunk'));

export function AccountIslands({ sellerLinks }: { sellerLinks: SellerLinks }) {
  const [hydrated, setHydrated] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render after hydration is the point: the chunk must not load with the page
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Islands sellerLinks={sellerLinks} />
    </Suspense>
  );
}
