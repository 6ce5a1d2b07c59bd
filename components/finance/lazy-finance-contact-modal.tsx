'use client';

import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { FinanceConsent } from './finance-contact-form';

// The modal and its form (react-hook-form, zod) are a chunk of their own, fetched when a visitor reaches
// for a contact button and mounted when the modal first opens.
const loadModal = () => import('./finance-contact-modal');
const FinanceContactModal = lazy(() => loadModal().then((m) => ({ default: m.FinanceContactModal })));

/** Starts loading the modal's code (the pointer or the focus reached a contact button). */
export function warmFinanceContact(): void {
  void loadModal();
}

/** The finance page's contact modal, mounted once `financeContact` first opens; one per page. */
export function LazyFinanceContactModal({ consent }: { consent: FinanceConsent }) {
  const open = useUiStore((s) => s.modals.financeContact);
  const [engaged, setEngaged] = useState(false);
  if (open && !engaged) setEngaged(true);
  if (!engaged) return null;
  return (
    <Suspense fallback={null}>
      <FinanceContactModal consent={consent} />
    </Suspense>
  );
}
