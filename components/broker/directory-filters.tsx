'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, type FormEvent } from 'react';

export interface FilterOption {
  value: string;
  label: string;
  href: string;
}

interface SelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  testId: string;
}

interface Props {
  /** The page's path without the name search and at page 1: where the name form goes. */
  nameAction: string;
  name: string;
  states: SelectProps;
  /** Shown once a state is chosen. */
  counties: SelectProps | null;
  labels: { name: string; placeholder: string; search: string; clear: string };
  /** The URL without the name search, for "clear". */
  clearNameHref: string;
}

function FilterSelect({ label, value, options, testId }: SelectProps) {
  const router = useRouter();
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      <select id={id} value={value} data-testid={testId} className="h-10 min-w-0 rounded border border-line bg-white px-2 text-sm"
        onChange={(e) => {
          const option = options.find((o) => o.value === e.target.value);
          if (option) router.push(option.href);
        }}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </div>
  );
}

/**
 * The directory's name search, state and county: each change is a new URL (the page is the state),
 * opened by client navigation. The name form is a plain GET form, so it works before scripts load.
 */
export function DirectoryFilters({ nameAction, name, states, counties, labels, clearNameHref }: Props) {
  const router = useRouter();
  const nameId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('name');
    const value = typeof text === 'string' ? text.trim() : '';
    router.push(value ? `${nameAction}?${new URLSearchParams({ name: value }).toString()}` : nameAction);
  };
  return (
    <div className="grid grid-cols-2 gap-3 rounded-lg border border-line bg-surface p-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]" data-testid="directory-filters">
      <form action={nameAction} method="get" role="search" onSubmit={onSubmit} className="col-span-2 flex min-w-0 flex-col gap-1 lg:col-span-1">
        <label htmlFor={nameId} className="text-sm font-medium">{labels.name}</label>
        <div className="flex gap-2">
          <input id={nameId} name="name" type="search" defaultValue={name} key={name} maxLength={60} placeholder={labels.placeholder} autoComplete="off"
            className="h-10 min-w-0 flex-1 rounded border border-line bg-white px-3 text-sm" data-testid="directory-name" />
          <button type="submit" className="h-10 rounded bg-primary px-4 text-sm font-semibold text-primary-text">{labels.search}</button>
        </div>
        {name && <Link prefetch={false} href={clearNameHref} className="self-start text-sm underline">{labels.clear}</Link>}
      </form>
      <FilterSelect {...states} />
      {counties && <FilterSelect {...counties} />}
    </div>
  );
}
