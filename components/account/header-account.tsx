'use client';

import clsx from 'clsx';
import { DisclosureMenu } from '@/components/layout/disclosure-menu';
import { useAccount } from '@/lib/hooks/use-account';
import type { HeaderAccount as HeaderAccountModel } from '@/lib/navigation/header-model';
import { LogOutButtonLazy } from './log-out-button-lazy';
import { ModalLink } from './modal-link';

/**
 * SPEC §2.6 header account area. The server HTML is the same for everyone: 'Sign up' and 'Log in', with
 * the My Account menu beside them, hidden. Once the account store knows a user is logged in the two swap.
 * Both sit in one grid cell, so the area is as wide as the wider of them from the start and nothing moves.
 */
export function HeaderAccount({ account }: { account: HeaderAccountModel }) {
  const loggedIn = useAccount((s) => s.status === 'user');
  // The hidden side is out of sight, of the Tab order and of the accessibility tree.
  const side = (shown: boolean) => ({
    className: clsx('col-start-1 row-start-1 flex items-center justify-end gap-1', !shown && 'invisible'),
    inert: !shown,
    'aria-hidden': shown ? undefined : true,
  });
  return (
    <div className="grid">
      <div {...side(!loggedIn)}>
        {account.signUp && (
          <ModalLink href={account.signUp.href} modal="register" className="rounded border border-primary px-3 py-1.5 font-semibold text-primary hover:bg-surface">
            {account.signUp.label}
          </ModalLink>
        )}
        {account.logIn && (
          <ModalLink href={account.logIn.href} modal="login" className="rounded px-2 py-2 font-medium hover:underline">
            {account.logIn.label}
          </ModalLink>
        )}
      </div>
      {account.menu && (
        <div {...side(loggedIn)}>
          <DisclosureMenu label={account.menu.label} links={account.menu.links} align="right">
            <li className="mt-1 border-t border-line pt-1">
              {loggedIn && <LogOutButtonLazy label={account.logOutLabel} homeHref={account.homeHref} className="block w-full rounded px-2 py-1.5 text-left hover:bg-surface" />}
            </li>
          </DisclosureMenu>
        </div>
      )}
    </div>
  );
}
