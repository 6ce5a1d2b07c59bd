'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { LinkModal } from './account-area-behaviour';
import { loadAccountDialogs } from './load-account-dialogs';
import { plainClick } from './plain-click';

export interface ModalLinkProps {
  href: string;
  modal: LinkModal;
  className?: string;
  children: ReactNode;
}

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
