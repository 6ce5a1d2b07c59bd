import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { LocationAutocompleteLazy } from './location-autocomplete-lazy';
import { locationInputClass } from './location-input-class';

interface PlaceSearchFormProps {
  id: string;
  placeholder: string;
  /** The brand's search path, built by its dialect. */
  action: string;
  className?: string;
  /**
   * Suggestions as you type (the location autocomplete, loaded on first focus). Off, the box is plain
   * server HTML with no script at all: the 404 page, whose code every route of the app loads first.
   */
  suggest?: boolean;
}

/**
 * The location box with its Search button: suggestions as you type, and a plain GET form underneath, so
 * free text works without scripts (the home page's hero, the 404 page). Stacked on phones, so the whole
 * placeholder shows.
 */
export function PlaceSearchForm({ id, placeholder, action, className, suggest = true }: PlaceSearchFormProps) {
  const t = useTranslations('home');
  return (
    <form action={action} method="get" role="search" className={clsx('flex flex-col gap-2 sm:flex-row', className)}>
      {suggest ? (
        <LocationAutocompleteLazy id={id} label={t('searchLabel')} placeholder={placeholder} className="min-w-0 flex-1" />
      ) : (
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">{t('searchLabel')}</label>
          <input id={id} name="q" type="search" autoComplete="off" placeholder={placeholder} className={locationInputClass} />
        </div>
      )}
      <button type="submit" className="rounded-md bg-accent px-5 py-3 font-semibold text-accent-text">
        {t('searchButton')}
      </button>
    </form>
  );
}
