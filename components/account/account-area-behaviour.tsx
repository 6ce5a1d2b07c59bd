'use client';

import { useEffect } from 'react';
import { useAccount } from '@/lib/hooks/use-account';
import { useLogOut } from '@/lib/hooks/use-log-out';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { loadAccountDialogs } from './load-account-dialogs';
import { plainClick } from './plain-click';

/** The modals a link to the login page may open instead of the page. */
const linkModals = ['login', 'register', 'reset'] as const;
export type LinkModal = (typeof linkModals)[number];

/** The modal of the `a[data-account-modal]` an event happened in; null anywhere else. */
function linkModalOf(target: EventTarget | null): LinkModal | null {
  const link = target instanceof Element ? target.closest<HTMLElement>('a[data-account-modal]') : null;
  return linkModals.find((id) => id === link?.dataset.accountModal) ?? null;
}

/**
 * Shows the `data-account-side` for who is here: CSS reads `<html data-account="user">`; the other side
 * is taken out of the Tab order and the accessibility tree.
 */
function showSide(loggedIn: boolean) {
  const root = document.documentElement;
  if (loggedIn) root.dataset.account = 'user';
  else delete root.dataset.account;
  for (const side of document.querySelectorAll<HTMLElement>('[data-account-side]')) {
    const hidden = (side.dataset.accountSide === 'user') !== loggedIn;
    side.toggleAttribute('inert', hidden);
    if (hidden) side.setAttribute('aria-hidden', 'true');
    else side.removeAttribute('aria-hidden');
  }
}

/**
 * The behaviour of the header's static account area (header-account-area.tsx), from the after-hydration
 * account chunk: the side that matches the account store, and one listener for every link marked
 * `data-account-modal`, which opens that modal on a plain click (a modified click still opens the page)
 * and fetches the dialogs' code on hover or focus, and for the menu's Log out button.
 */
export function AccountAreaBehaviour() {
  const loggedIn = useAccount((s) => s.status === 'user');
  const openModal = useUiStore((s) => s.openModal);
  const logOut = useLogOut();

  useEffect(() => {
    showSide(loggedIn);
    return () => showSide(false);
  }, [loggedIn]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const logOutButton = event.target instanceof Element ? event.target.closest<HTMLElement>('button[data-account-logout]') : null;
      if (logOutButton) {
        void logOut(logOutButton.dataset.accountLogout ?? '/');
        return;
      }
      const modal = linkModalOf(event.target);
      if (!modal || event.defaultPrevented || !plainClick(event)) return;
      event.preventDefault();
      openModal(modal);
    };
    const warm = (event: Event) => {
      if (linkModalOf(event.target)) void loadAccountDialogs();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', warm);
    document.addEventListener('focusin', warm);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', warm);
      document.removeEventListener('focusin', warm);
    };
  }, [openModal, logOut]);

  return null;
}
