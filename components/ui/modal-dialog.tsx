'use client';

import clsx from 'clsx';
import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from '@/lib/hooks/use-modal-dialog';

interface ModalDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The close button's accessible name (copy from the caller's messages). */
  closeLabel: string;
  /** Below the `sm` breakpoint, fill the screen (a long form) instead of rising from the bottom as a sheet. */
  fullScreenOnPhone?: boolean;
  children: ReactNode;
}

/**
 * The one modal shell (STYLE: shared pieces stay shared): a labelled dialog over a dimmed page, focus
 * kept inside while open and returned after, Escape, the close button or a click outside closes it,
 * and the page behind does not scroll.
 */
export function ModalDialog({ open, ...dialog }: ModalDialogProps) {
  return open ? <OpenModalDialog {...dialog} /> : null;
}

/** Mounted while open: useModalDialog traps focus and scrolling from mount to unmount. */
function OpenModalDialog({ onClose, title, closeLabel, fullScreenOnPhone = false, children }: Omit<ModalDialogProps, 'open'>) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalDialog(panel, { onClose, focusFirstField: true });
  return (
    <div className={clsx('fixed inset-0 z-50 flex justify-center bg-black/50 sm:items-center sm:p-4', fullScreenOnPhone ? 'items-stretch' : 'items-end')} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}
        className={clsx('max-h-[100dvh] w-full overflow-y-auto bg-white p-5 shadow-xl outline-none sm:h-auto sm:max-w-lg sm:rounded-lg', fullScreenOnPhone ? 'h-[100dvh]' : 'rounded-t-lg')}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">{title}</h2>
          <button type="button" onClick={onClose} aria-label={closeLabel} className="-m-2 rounded p-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="M5 5l10 10M15 5L5 15" /></svg>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
