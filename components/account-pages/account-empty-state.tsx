import Link from 'next/link';

interface Props {
  heading: string;
  body: string;
  action: { href: string; label: string };
  'data-testid'?: string;
}

/** What an account list shows with nothing in it: what the list is for and where to start. */
export function AccountEmptyState({ heading, body, action, ...rest }: Props) {
  return (
    <section className="rounded-lg border border-dashed border-line bg-surface px-6 py-10 text-center sm:py-14" {...rest}>
      <h2 className="text-xl font-semibold">{heading}</h2>
      <p className="mx-auto mt-2 max-w-xl text-muted">{body}</p>
      <Link prefetch={false} href={action.href} className="mt-6 inline-block rounded bg-primary px-5 py-2.5 font-semibold text-primary-text hover:opacity-90">
        {action.label}
      </Link>
    </section>
  );
}
