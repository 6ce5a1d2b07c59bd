'use client';

import { lazy, Suspense, useState } from 'react';
import type { HeaderModel } from '@/lib/navigation/header-model';

// SPEC §2.6: the mobile menu's code and markup load on demand, at the first open.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuPanel })));

interface MobileMenuButtonProps {
  model: HeaderModel;
  openLabel: string;
  closeLabel: string;
  navLabel: string;
}

export function MobileMenuButton({ model, openLabel, closeLabel, navLabel }: MobileMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
    // SPEC §2.6: opening and closing both scroll to the top.
    window.scrollTo({ top: 0 });
  };
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={toggle}
        className="rounded-md border border-line px-3 py-2 font-medium"
      >
        {open ? closeLabel : openLabel}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuPanel model={model} open={open} navLabel={navLabel} />
        </Suspense>
      )}
    </>
  );
}
