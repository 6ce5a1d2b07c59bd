'use client';

import clsx from 'clsx';
import { useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { LocationAutocompleteProps } from './location-autocomplete';
import { locationInputClass } from './location-input-class';

// The combobox's code (and SWR, and message formatting) is no first-load cost: a plain search box
// with the same look is rendered, and the combobox replaces it when the visitor reaches for the box,
// keeping what was typed and the focus. Without scripts the plain box still submits the typed text.

interface Loaded {
  Combobox: ComponentType<LocationAutocompleteProps>;
  value: string;
  focused: boolean;
}

export function LocationAutocompleteLazy(props: LocationAutocompleteProps) {
  const { id, name = 'q', label, placeholder, defaultValue = '', className } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const requested = useRef(false);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    // The typed text is read and the combobox committed in one task, so no keystroke lands in between
    // (a deferred render could swap in the combobox with text read before the last keys).
    void import('./location-autocomplete').then(({ LocationAutocomplete }) =>
      flushSync(() => setLoaded({ Combobox: LocationAutocomplete, value: input.current?.value ?? defaultValue, focused: document.activeElement === input.current })),
    );
  };

  if (loaded) return <loaded.Combobox {...props} defaultValue={loaded.value} autoFocus={loaded.focused} />;
  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={id} className="sr-only">{label}</label>
      {/* The same role as the combobox that replaces it, so assistive technology meets one control; its list (same id) comes with it. */}
      <input ref={input} id={id} name={name} type="search" role="combobox" aria-expanded={false} aria-controls={`${id}-listbox`} aria-autocomplete="list" autoComplete="off" spellCheck={false} placeholder={placeholder}
        defaultValue={defaultValue} onFocus={load} onPointerEnter={load} className={locationInputClass} />
    </div>
  );
}
