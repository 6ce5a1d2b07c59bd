'use client';

import { useLogOut } from '@/lib/hooks/use-log-out';

/** 'Log out' in the account menus (header and mobile panel): POSTs the logout, forgets the user, goes home. */
export function LogOutButton({ label, homeHref, className }: { label: string; homeHref: string; className: string }) {
  const logOut = useLogOut();
  return (
    <button type="button" onClick={() => void logOut(homeHref)} className={className}>
      {label}
    </button>
  );
}
