import { useTranslations } from 'next-intl';
import { LocationAutocompleteLazy } from '@/components/search/location-autocomplete-lazy';

interface HeroSearchProps {
  title: string;
  placeholder: string;
  /** The brand's search path, built by its dialect. */
  action: string;
}

/**
 * The home page search box with the brand's placeholder (SPEC §1): location suggestions as you type;
 * a plain form underneath, so free text works without scripts.
 */
export function HeroSearch({ title, placeholder, action }: HeroSearchProps) {
  const t = useTranslations('home');
  return (
    <section className="bg-primary px-4 py-12 text-primary-text md:py-20">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl font-bold md:text-5xl">{title}</h1>
        <form action={action} method="get" role="search" className="mt-8 flex gap-2">
          <LocationAutocompleteLazy id="hero-search" label={t('searchLabel')} placeholder={placeholder} className="min-w-0 flex-1" />
          <button type="submit" className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-text">
            {t('searchButton')}
          </button>
        </form>
      </div>
    </section>
  );
}
