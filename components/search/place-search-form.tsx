import { useTranslations } from 'next-intl';
import { LocationAutocompleteLazy } from './location-autocomplete-lazy';
import { PlaceSearchFrame, PlainPlaceBox } from './plain-place-search-form';

interface PlaceSearchFormProps {
  id: string;
  placeholder: string;
  /** The brand's search path, built by its dialect. */
  action: string;
  className?: string;
  /**
   * Suggestions as you type (the location autocomplete, loaded on first focus). Off, the box is plain
   * server HTML with no script at all: the 404 page, whose code every route of the app loads first.
   * (A page that must not even import the island renders plain-place-search-form.tsx instead.)
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
    <PlaceSearchFrame action={action} className={className}>
      {suggest ? (
        <LocationAutocompleteLazy id={id} label={t('searchLabel')} placeholder={placeholder} className="min-w-0 flex-1" />
      ) : (
        <PlainPlaceBox id={id} placeholder={placeholder} />
      )}
    </PlaceSearchFrame>
  );
}
