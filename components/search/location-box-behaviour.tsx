'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { SearchCriteria } from '@/lib/search/criteria';
import { steeredHref } from '@/lib/search/steer-url';
import type { SearchUrlContext } from '@/lib/search/url-from-criteria';
import type { LocationAutocompleteProps } from './location-autocomplete';
import { plainFieldId, suggestBoxId, suggestSlotId } from './place-box-parts';

interface Props {
  /** Id of the page's plain location box (plain-place-search-form.tsx, `upgradable`). */
  boxId: string;
  criteria: SearchCriteria;
  urlContext: SearchUrlContext;
}

interface Upgrade {
  Combobox: ComponentType<LocationAutocompleteProps>;
  slot: HTMLElement;
  label: string;
  placeholder: string;
  /** What the plain box held, typed or prefilled. */
  value: string;
  focused: boolean;
  /** Still the page's place as prefilled: the combobox selects it on focus, so typing replaces it. */
  prefilled: boolean;
}

/**
 * The search page's location box is server HTML (a GET form), so it costs the page's first load
 * nothing. This small chunk, loaded once the page is interactive (filter-bar-lazy.tsx), loads the
 * combobox when the visitor reaches for the box (pointer over it, or focus) and puts it in the box's place with what was typed and the
 * focus; the plain box is hidden and left out of the form. A chosen place keeps the page's other
 * filters (steer-url.ts); Enter without a suggestion still submits the form's free text.
 */
export function LocationBoxBehaviour({ boxId, criteria, urlContext }: Props) {
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);

  useEffect(() => {
    const input = document.getElementById(boxId);
    const field = document.getElementById(plainFieldId(boxId));
    const slot = document.getElementById(suggestSlotId(boxId));
    if (!(input instanceof HTMLInputElement) || !field || !slot) return;
    let requested = false;
    let mounted = true;
    const load = () => {
      if (requested) return;
      requested = true;
      void import('./location-autocomplete').then(({ LocationAutocomplete }) => {
        if (!mounted) return;
        // Read and swapped in one task, so no keystroke lands between the two boxes.
        flushSync(() =>
          setUpgrade({
            Combobox: LocationAutocomplete,
            slot,
            label: input.labels?.[0]?.textContent ?? '',
            placeholder: input.placeholder,
            value: input.value,
            focused: document.activeElement === input,
            prefilled: input.value === input.defaultValue,
          }),
        );
        field.hidden = true;
        input.disabled = true;
      });
    };
    input.addEventListener('pointerenter', load);
    input.addEventListener('focus', load);
    // Reached for before this chunk arrived: focused, or the pointer already resting on the box (it
    // will not enter it again).
    if (document.activeElement === input || input.matches(':hover')) load();
    return () => {
      mounted = false;
      input.removeEventListener('pointerenter', load);
      input.removeEventListener('focus', load);
      field.hidden = false;
      input.disabled = false;
    };
  }, [boxId]);

  if (!upgrade) return null;
  const { Combobox } = upgrade;
  return createPortal(
    <Combobox id={suggestBoxId(boxId)} label={upgrade.label} placeholder={upgrade.placeholder} defaultValue={upgrade.value}
      autoFocus={upgrade.focused} selectOnFocus={upgrade.prefilled} suggestionHref={(suggestion) => steeredHref(urlContext, criteria, suggestion.href)}
      className="min-w-0 flex-1" />,
    upgrade.slot,
  );
}
