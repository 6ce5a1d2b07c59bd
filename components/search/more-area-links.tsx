'use client';

import { useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import type { CompactAreaLinks } from '@/lib/search/area-links';
import { AreaLinkItems } from './area-link-items';

export interface MoreAreaLinksProps {
  showAll: string;
  showFewer: string;
  /** Where the rest of the list is fetched (`CompactAreaLinks`, the brand's links). */
  restUrl: string;
  /** Where Show all leads without script, or when the rest cannot be fetched: a page that lists every place (the state's HTML sitemap). */
  allHref: string;
  /** The list's classes, the same as the first links'. */
  listClassName: string;
}

/** Our own API's answer, checked by hand: the search page's first load carries no validation library. */
function readRest(body: unknown): CompactAreaLinks {
  const value = body as Partial<CompactAreaLinks> | null;
  const links = value?.links;
  if (typeof value?.hrefPrefix !== 'string' || !Array.isArray(links)) throw new TypeError('unexpected answer');
  const ok = links.every((link) => Array.isArray(link) && typeof link[0] === 'string' && typeof link[1] === 'string' && typeof link[2] === 'number' && typeof link[3] === 'string');
  if (!ok) throw new TypeError('unexpected answer');
  return { hrefPrefix: value.hrefPrefix, links };
}

/**
 * The rest of a long list of place links (a state's up to 242 counties beyond the first twelve), fetched
 * when first asked for, so the page carries none of them (docs/performance.md). The fetch starts when
 * the pointer or the focus reaches the button; a list that cannot be fetched sends the visitor to the
 * page of every place, which is also what Show all is without script.
 */
export function MoreAreaLinks({ showAll, showFewer, restUrl, allHref, listClassName }: MoreAreaLinksProps) {
  const ready = useHydrated();
  const [open, setOpen] = useState(false);
  const [rest, setRest] = useState<CompactAreaLinks | null>(null);
  const fetching = useRef<Promise<void> | null>(null);
  const wanted = useRef(false);
  const listId = useId();
  const toggleClass = 'mt-2 w-fit cursor-pointer text-sm font-semibold text-primary underline underline-offset-2';

  // One fetch, started by whichever comes first: the pointer, the focus or the click. When it fails, a
  // visitor who asked for the list goes to the page of every place; a mere hover tries again later.
  const load = () => {
    fetching.current ??= fetch(restUrl, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((body: unknown) => setRest(readRest(body)))
      .catch(() => {
        fetching.current = null;
        if (wanted.current) window.location.assign(allHref);
      });
  };
  const toggle = () => {
    wanted.current = !open;
    setOpen(!open);
    if (!open) load();
  };

  if (!ready) return <a href={allHref} className={`block ${toggleClass}`}>{showAll}</a>;
  return (
    <>
      <button type="button" className={toggleClass} aria-expanded={open} aria-controls={listId}
        onPointerEnter={load} onFocus={load} onClick={toggle}>
        {open ? showFewer : showAll}
      </button>
      <ul id={listId} hidden={!open} aria-busy={open && !rest} className={`mt-1.5 ${listClassName}`}>
        {open && rest && <AreaLinkItems links={rest} />}
      </ul>
    </>
  );
}
