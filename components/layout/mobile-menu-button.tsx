'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { HeaderModel } from '@/lib/navigation';

// SPEC §2.6: the mobile menu loads on demand. Its code is a separate chunk and its markup does not
// exist until the first open, so the many links stay out of the DOM on every page view.
const MobileMenuPanel = lazy(() => import('./mobile-menu-panel').then((m) => ({ default: m.MobileMenuPanel })));

const MOBILE_MENU_ID = 'mobile-menu';

export interface MobileMenuButtonProps {
  model: HeaderModel;
  /** Visible text of the button; the open state is announced through aria-expanded. */
  label: string;
  navLabel: string;
}

export function MobileMenuButton({ model, label, navLabel }: MobileMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setLoaded(true);
    setOpen((o) => !o);
    // SPEC §2.6: opening and closing both scroll to the top (the panel hangs below the header).
    window.scrollTo({ top: 0 });
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      window.scrollTo({ top: 0 });
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={toggle}
        className="flex items-center gap-2 rounded-md border border-line px-3 py-2 font-medium"
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        {label}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={MOBILE_MENU_ID} model={model} open={open} navLabel={navLabel} />
        </Suspense>
      )}
    </>
  );
}
