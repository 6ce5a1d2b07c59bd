'use client';

import { lazy, Suspense } from 'react';
import { useAccount } from '@/lib/hooks/use-account';

// 'Log out' exists only for a logged-in user: its code comes with the account menu's first showing.
const LogOutButton = lazy(() => import('./log-out-button').then((m) => ({ default: m.LogOutButton })));

/** 'Log out', rendered (and its code fetched) once the account store knows a user. */
export function LogOutButtonLazy(props: { label: string; homeHref: string; className: string }) {
  const loggedIn = useAccount((s) => s.status === 'user');
  if (!loggedIn) return null;
  return (
    <Suspense fallback={<span className={props.className}>{props.label}</span>}>
      <LogOutButton {...props} />
    </Suspense>
  );
}
