'use client';

import type { ReactNode } from 'react';
import { pushDataLayerEvent, type DataLayerSubject } from '@/lib/analytics';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { warmContactModal } from './lazy-contact-modal';

export interface ContactBrokerButtonProps {
  /** What the data layer's 'lead viewed' carries: the listing's record, or the broker and its page. */
  analytics: DataLayerSubject;
  className: string;
  children: ReactNode;
}

/**
 * Opens the page's contact-broker modal (`LazyContactBrokerModal`) and pushes 'lead viewed'; the
 * modal's and the form's code start loading when the pointer or the focus reaches the button.
 */
export function ContactBrokerButton({ analytics, className, children }: ContactBrokerButtonProps) {
  const openModal = useUiStore((s) => s.openModal);
  return (
    <button
      type="button"
      onClick={() => {
        openModal('contactBroker');
        pushDataLayerEvent('lead viewed', analytics);
      }}
      onPointerEnter={warmContactModal}
      onFocus={warmContactModal}
      className={className}
    >
      {children}
    </button>
  );
}
