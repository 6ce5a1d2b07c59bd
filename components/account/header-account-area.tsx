import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import type { HeaderAccount } from '@/lib/navigation';

const side = 'col-start-1 row-start-1 flex items-center justify-end gap-1';

/**
 * SPEC §2.6 header account area: server markup, the same for everyone. 'Sign up' and 'Log in', with the
 * My Account menu beside them, hidden; both sit in one grid cell, so the area is as wide as the wider of
 * them from the start and nothing moves when they swap. CSS shows the side `<html data-account>` names;
 * the after-hydration account chunk sets it, keeps the hidden side inert and out of the accessibility
 * tree, and has the `data-account-modal` links open their modal (AccountAreaBehaviour). Until then the
 * links are links to /login.
 */
export function HeaderAccountArea({ account }: { account: HeaderAccount }) {
  return (
    <div className="grid">
      <div data-account-side="guest" className={`${side} [html[data-account=user]_&]:invisible`}>
        {account.signUp && (
          <a href={account.signUp.href} data-account-modal="register" className="rounded border border-primary px-3 py-1.5 font-semibold text-primary hover:bg-surface">
            {account.signUp.label}
          </a>
        )}
        {account.logIn && (
          <a href={account.logIn.href} data-account-modal="login" className="rounded px-2 py-2 font-medium hover:underline">
            {account.logIn.label}
          </a>
        )}
      </div>
      {account.menu && (
        <div data-account-side="user" inert aria-hidden="true" className={`${side} invisible [html[data-account=user]_&]:visible`}>
          <DisclosureMenu label={account.menu.label} links={account.menu.links} align="right">
            <li className="mt-1 border-t border-line pt-1">
              {/* Works from the after-hydration account chunk (AccountAreaBehaviour), like the modal links. */}
              <button type="button" data-account-logout={account.homeHref} className="block w-full rounded px-2 py-1.5 text-left hover:bg-surface">
                {account.logOutLabel}
              </button>
            </li>
          </DisclosureMenu>
        </div>
      )}
    </div>
  );
}
