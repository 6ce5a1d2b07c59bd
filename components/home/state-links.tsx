import { useTranslations } from 'next-intl';

export interface StateLink {
  id: number;
  name: string;
  href: string;
  count: number;
}

/** Every state's search page, each link built by the brand's dialect. */
export function StateLinks({ states }: { states: readonly StateLink[] }) {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="state-links-heading" className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id="state-links-heading" className="text-xl font-bold">
        {t('browseByState')}
      </h2>
      <ul data-testid="state-links" className="mt-6 grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3 lg:grid-cols-4">
        {states.map((state) => (
          <li key={state.id}>
            <a href={state.href} className="text-ink underline-offset-2 hover:underline">
              {state.name}
            </a>{' '}
            <span className="text-sm text-muted">({state.count.toLocaleString('en-US')})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
