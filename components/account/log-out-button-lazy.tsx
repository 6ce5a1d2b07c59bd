'use client';

import { lazy, Suspense } from 'react';

// 'Log out' exists only for a logged-in user: its code comes with the account menu's first showing.
const LogOutButton = lazy(() => import('./log-out-button').then((m) => ({ default: m.LogOutButton })));

export function LogOutButtonLazy(props: { label: string; homeHref: string; className: string }) {
  return (
    <Suspense fallback={<span className={props.className}>{props.label}</span>}>
      <LogOutButton {...props} />
    </Suspense>
  );
}
