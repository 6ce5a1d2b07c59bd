'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { loadAccountDialogs } from './load-account-dialogs';

export interface ModalLinkProps {
  href: string;
  modal: 'login' | 'register' | 'reset';
  className?: string;
  children: ReactNode;
}

/** A plain click without modifier keys (a new tab or window stays the link's business). */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A link to the login page that, once scripts run, opens the account modal instead (progressive: before
 * hydration, without scripts, or opened in a new tab it is the page). Hover and focus fetch the dialogs' code.
 */
export function ModalLink({ href, modal, className, children }: ModalLinkProps) {
  const openModal = useUiStore((s) => s.openModal);
  const warm = () => void loadAccountDialogs();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    openModal(modal);
  };
  return (
    <a href={href} className={className} onClick={onClick} onPointerEnter={warm} onFocus={warm}>
      {children}
    </a>
  );
}
