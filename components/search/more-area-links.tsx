'use client';

import { useId, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** A place beyond the first ones: name, href after the list's common prefix, active listings, and the count as the page writes it. */
export type MoreAreaLink = readonly [name: string, hrefRest: string, count: number, countLabel: string];

interface Props {
  /** What every href of `links` starts with (written once, not per link). */
  hrefPrefix: string;
  links: readonly MoreAreaLink[];
  showAll: string;
  showFewer: string;
  /** Where Show all leads without script: a page that lists every place (the state's HTML sitemap). */
  allHref: string;
  /** The list's classes, the same as the first links'. */
  listClassName: string;
}

/**
 * The rest of a long list of place links (a state's up to 254 counties), written into the page only when
 * asked for: the page carries them once, as compact data, instead of twice as markup (HTML and flight
 * data; docs/performance.md). Without script, Show all is a link to the page of every place.
 */
export function MoreAreaLinks({ hrefPrefix, links, showAll, showFewer, allHref, listClassName }: Props) {
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const toggleClass = 'mt-2 w-fit cursor-pointer text-sm font-semibold text-primary underline underline-offset-2';
  return (
    <>
      {ready ? (
        <button type="button" className={toggleClass} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((was) => !was)}>
          {open ? showFewer : showAll}
        </button>
      ) : (
        <a href={allHref} className={`block ${toggleClass}`}>{showAll}</a>
      )}
      <ul id={listId} hidden={!open} className={`mt-1.5 ${listClassName}`}>
        {open && links.map(([name, rest, count, label]) => (
          <li key={rest}>
            <a href={hrefPrefix + rest} data-count={count}>{name}</a> <span>{label}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
