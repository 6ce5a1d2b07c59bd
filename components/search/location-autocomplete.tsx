'use client';

import clsx from 'clsx';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLocationSuggestions } from '@/lib/hooks/use-location-suggestions';
import type { SuggestionJson } from '@/lib/search/autocomplete-schema';
import { locationInputClass } from './location-input-class';

export interface LocationAutocompleteProps {
  id: string;
  /** The field name the enclosing form submits the free text as. */
  name?: string;
  /** Accessible name of the box (visually hidden, like the hero search's label). */
  label: string;
  placeholder: string;
  defaultValue?: string;
  className?: string;
  /** Focus the box on mount (it replaced a plain box the visitor is already in: location-autocomplete-lazy.tsx). */
  autoFocus?: boolean;
  /** Select the whole text when the box gets focus, so typing replaces a prefilled place (the search page's box). */
  selectOnFocus?: boolean;
  /** Where a chosen suggestion goes; by default its own `href` (the search page keeps its filters: steer-url.ts). */
  suggestionHref?: (suggestion: SuggestionJson) => string;
}


const DEBOUNCE_MS = 150;

/**
 * The location box as a WAI-ARIA combobox with a listbox popup: typing suggests places, listings and
 * brokers; Arrow keys move, Enter or a click opens the chosen one, Escape closes. Without a chosen
 * option, Enter submits the enclosing form with the typed text (`name`), which also works without scripts.
 */
export function LocationAutocomplete({ id, name = 'q', label, placeholder, defaultValue = '', className, autoFocus, selectOnFocus, suggestionHref }: LocationAutocompleteProps) {
  const t = useTranslations('autocomplete');
  const router = useRouter();
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The mouseup of the click that focused the box would put the caret where it landed, undoing the
  // selection its focus just made; later clicks place the caret as usual.
  const keepSelection = useRef(false);
  const query = useDebouncedValue(open ? text.trim() : '', DEBOUNCE_MS);
  const suggestions = useLocationSuggestions(query);
  const expanded = open && suggestions.length > 0;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const current = expanded && active >= 0 && active < suggestions.length ? active : -1;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (suggestion: SuggestionJson) => {
    setText(suggestion.label);
    close();
    router.push(suggestionHref ? suggestionHref(suggestion) : suggestion.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) setOpen(true);
        else setActive(current + 1 >= count ? 0 : current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!expanded) setOpen(true);
        else setActive(current <= 0 ? count - 1 : current - 1);
        return;
      case 'Enter': {
        const chosen = current >= 0 ? suggestions[current] : undefined;
        if (!chosen) return; // the form submits the typed text
        event.preventDefault();
        choose(chosen);
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
    }
  };

  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          keepSelection.current = Boolean(selectOnFocus) && document.activeElement !== event.currentTarget;
        }}
        onFocus={(event) => selectOnFocus && event.currentTarget.select()}
        onMouseUp={(event) => {
          if (keepSelection.current) event.preventDefault();
          keepSelection.current = false;
        }}
        onBlur={close}
        // Only when it takes over a box the visitor already focused.
        autoFocus={autoFocus}
        className={locationInputClass}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        // Keep focus in the box, so a click on an option (or the scrollbar) lands before blur closes the list.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute left-0 right-0 z-30 mt-1 max-h-96 overflow-auto rounded-md border border-line bg-white py-1 text-left text-ink shadow-lg"
      >
        {expanded &&
          suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.type}-${suggestion.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              onMouseMove={() => index !== current && setActive(index)}
              onClick={() => choose(suggestion)}
              className={clsx('flex cursor-pointer items-baseline gap-3 px-4 py-2', index === current && 'bg-surface')}
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate">{suggestion.label}</span>
                {suggestion.detail && <span className="block truncate text-sm text-muted">{suggestion.detail}</span>}
              </span>
              <span className="shrink-0 text-xs font-semibold uppercase tracking-wide text-muted">{t(`types.${suggestion.type}`)}</span>
            </li>
          ))}
      </ul>
      <div role="status" aria-live="polite" className="sr-only">
        {open && query ? t('results', { count: suggestions.length }) : ''}
      </div>
    </div>
  );
}
