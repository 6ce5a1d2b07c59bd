import { useEffect, useRef, type RefObject } from 'react';

// What every modal dialog does while it is open (WAI-ARIA dialog pattern): focus moves into it, Tab and
// Shift+Tab cycle inside it, Escape closes it, the page behind does not scroll, and on close focus goes
// back to the control that opened it. The dialog itself carries role="dialog", aria-modal and a label.

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', 'iframe', 'audio[controls]', 'video[controls]', '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab reaches inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden], [inert], [aria-hidden="true"]'));
}

interface ModalDialogOptions {
  /** Called on Escape; the owner closes the dialog (unmounts it). */
  onClose: () => void;
  /** Where focus goes on open; the first focusable element, else the dialog itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focus the first form field on open, when there is one (a form's first question before its close button). */
  focusFirstField?: boolean;
}

/** Mount with the dialog; unmounting it (closing) restores focus and scrolling. */
export function useModalDialog(dialog: RefObject<HTMLElement | null>, { onClose, initialFocus, focusFirstField = false }: ModalDialogOptions): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const root = dialog.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const first = () => focusableIn(root)[0] ?? root;
    const field = focusFirstField ? focusableIn(root).find((el) => el.matches('input, textarea, select')) : undefined;
    (initialFocus?.current ?? field ?? first()).focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const active = document.activeElement;
      const [head] = items;
      const tail = items.at(-1);
      if (!head || !tail) {
        event.preventDefault();
        root.focus();
      } else if (!(active instanceof Node) || !root.contains(active)) {
        event.preventDefault();
        head.focus();
      } else if (event.shiftKey && (active === head || active === root)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && active === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    // Focus that escapes anyway (out of an embedded player's frame, a click on the page behind) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !root.contains(event.target)) first().focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [dialog, initialFocus, focusFirstField]);
}
