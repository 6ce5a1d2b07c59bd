'use client';

import type { ReactNode } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { warmFinanceContact } from './lazy-finance-contact-modal';

export const financeButtonClass = 'inline-flex min-h-11 items-center justify-center rounded bg-primary px-4 py-2 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** Opens the finance contact modal for one finance center. */
export function FinanceContactButton({ financeCenterId, name, className = financeButtonClass, children }: { financeCenterId: number; name: string; className?: string; children: ReactNode }) {
  const openModal = useUiStore((s) => s.openModal);
  return (
    <button type="button" className={className} onPointerEnter={warmFinanceContact} onFocus={warmFinanceContact}
      onClick={() => openModal('financeContact', { financeCenterId, name, loanAmount: null })}>
      {children}
    </button>
  );
}
