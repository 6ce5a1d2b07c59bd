import clsx from 'clsx';
import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  hint: string;
  className?: string;
  children: ReactNode;
}

/** One titled card of a long form; its fields are a group named by the title (screen readers say "Billing address, City"). */
export function FormSection({ title, hint, className, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={clsx('rounded-lg border border-line bg-white p-4 sm:p-6', className)}>
      <h2 id={id} className="text-lg font-semibold">{title}</h2>
      <p className="mb-4 text-sm text-muted">{hint}</p>
      <fieldset aria-labelledby={id} className="m-0 min-w-0 border-0 p-0">{children}</fieldset>
    </section>
  );
}
