'use client';

import { useAccount } from '@/lib/hooks/use-account';
import type { HeaderAccount } from '@/lib/navigation';
import { LogOutButtonLazy } from './log-out-button-lazy';
import { ModalLink } from './modal-link';

const tile = 'block rounded px-3 py-2 font-medium';

/** The mobile menu's account part (SPEC §2.6): Log in and Sign up, or, for a logged-in user, My Account and Log out. */
export function MobileAccountSection({ account }: { account: HeaderAccount }) {
  const loggedIn = useAccount((s) => s.status === 'user');
  if (loggedIn && account.menu) {
    return (
      <details open className="mb-2 border-b border-line pb-2">
        <summary className="cursor-pointer rounded py-1 font-semibold">{account.menu.label}</summary>
        <ul className="mt-1 grid grid-cols-2 gap-1">
          {account.menu.links.map(([label, href]) => (
            <li key={href}>
              <a href={href} className="block rounded py-1">{label}</a>
            </li>
          ))}
          <li>
            <LogOutButtonLazy label={account.logOutLabel} homeHref={account.homeHref} className="block w-full rounded py-1 text-left font-medium text-primary" />
          </li>
        </ul>
      </details>
    );
  }
  return (
    <ul className="mb-2 grid grid-cols-2 gap-2">
      {account.logIn && (
        <li>
          <ModalLink href={account.logIn.href} modal="login" className={`${tile} bg-primary text-primary-text`}>{account.logIn.label}</ModalLink>
        </li>
      )}
      {account.signUp && (
        <li>
          <ModalLink href={account.signUp.href} modal="register" className={`${tile} border border-primary text-primary`}>{account.signUp.label}</ModalLink>
        </li>
      )}
    </ul>
  );
}
