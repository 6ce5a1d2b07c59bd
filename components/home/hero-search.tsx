import { useTranslations } from 'next-intl';

interface HeroSearchProps {
  title: string;
  placeholder: string;
  /** The brand's search path, built by its dialect. */
  action: string;
}

/** The home page search box with the brand's placeholder (SPEC §1). Plain form: works without scripts. */
export function HeroSearch({ title, placeholder, action }: HeroSearchProps) {
  const t = useTranslations('home');
  return (
    <section className="bg-primary px-4 py-12 text-primary-text md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold md:text-5xl">{title}</h1>
        <form action={action} method="get" role="search" className="mt-8 flex gap-2">
          <label htmlFor="hero-search" className="sr-only">
            {t('searchLabel')}
          </label>
          <input
            id="hero-search"
            name="q"
            type="search"
            placeholder={placeholder}
            autoComplete="off"
            className="min-w-0 flex-1 rounded-md border border-line bg-white px-4 py-3 text-base text-ink placeholder:text-muted"
          />
          <button type="submit" className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-text">
            {t('searchButton')}
          </button>
        </form>
      </div>
    </section>
  );
}
