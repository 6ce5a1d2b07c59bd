import type { ReactNode } from 'react';

/** A link-styled button that moves to another account form ("Forgot password?", "Sign up"). */
export function SwitchButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="rounded font-semibold text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary">
      {children}
    </button>
  );
}
