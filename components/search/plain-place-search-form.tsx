import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { locationInputClass } from './location-input-class';
import { plainFieldId, suggestSlotId } from './place-box-parts';

// The location box as plain server HTML, without importing any client code: a page that must not
// carry the combobox's lazy island in its first load (the search page) renders this module, not
// place-search-form.tsx, since a bundler takes every client module a page's server code imports,
// rendered or not.

export interface PlaceSearchFrameProps {
  /** The brand's search path, built by its dialect. */
  action: string;
  className?: string;
  /** Phones too keep the box and its button on one line (a prefilled box needs no full-width placeholder). */
  inline?: boolean;
  testId?: string;
}

/** The GET form around a location box, with its Search button: free text works without scripts. */
export function PlaceSearchFrame({ action, className, inline = false, testId, children }: PlaceSearchFrameProps & { children: ReactNode }) {
  const t = useTranslations('home');
  return (
    <form action={action} method="get" role="search" className={clsx('flex gap-2', inline ? 'flex-row' : 'flex-col sm:flex-row', className)} data-testid={testId}>
      {children}
      <button type="submit" className={clsx('shrink-0 rounded-md bg-accent font-semibold text-accent-text', inline ? 'px-4' : 'px-5 py-3')}>
        {t('searchButton')}
      </button>
    </form>
  );
}

export interface PlainPlaceBoxProps {
  id: string;
  placeholder: string;
  /** Text in the box when the page opens (the search page's place). */
  defaultValue?: string;
  /**
   * The page's own code turns the box into the location combobox when the visitor reaches for it
   * (location-box-behaviour.tsx): it takes the combobox's role from the start, and an empty slot
   * beside it receives the combobox (place-box-parts.ts).
   */
  upgradable?: boolean;
}

/** The labelled search input, submitted as `q`. */
export function PlainPlaceBox({ id, placeholder, defaultValue, upgradable = false }: PlainPlaceBoxProps) {
  const t = useTranslations('home');
  return (
    <>
      <div id={upgradable ? plainFieldId(id) : undefined} className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">{t('searchLabel')}</label>
        <input id={id} name="q" type="search" autoComplete="off" placeholder={placeholder} defaultValue={defaultValue} className={locationInputClass}
          {...(upgradable ? { role: 'combobox', 'aria-expanded': false, 'aria-autocomplete': 'list', spellCheck: false } as const : {})} />
      </div>
      {upgradable && <div id={suggestSlotId(id)} className="contents" />}
    </>
  );
}

/** The plain location form: a box and its button, no script (`upgradable`: see PlainPlaceBox). */
export function PlainPlaceSearchForm({ id, placeholder, defaultValue, upgradable, ...frame }: PlainPlaceBoxProps & PlaceSearchFrameProps) {
  return (
    <PlaceSearchFrame {...frame}>
      <PlainPlaceBox id={id} placeholder={placeholder} defaultValue={defaultValue} upgradable={upgradable} />
    </PlaceSearchFrame>
  );
}
