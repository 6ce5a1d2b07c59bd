'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { readStateShapes, stateShapesUrl, type StateShapesJson } from '@/lib/us-map';
import { UsMapStateView } from './us-map-state-view';

type View =
  | { kind: 'us' }
  | { kind: 'loading'; stateId: number }
  | { kind: 'state'; stateId: number; stateHref: string; shapes: StateShapesJson };

async function fetchStateShapes(stateId: number, signal: AbortSignal): Promise<StateShapesJson | null> {
  try {
    const response = await fetch(stateShapesUrl(stateId), { headers: { accept: 'application/json' }, signal });
    return response.ok ? readStateShapes(await response.json()) : null;
  } catch {
    return null;
  }
}

/** A plain activation of a link: a modified or middle click keeps the browser's own behaviour (new tab, download). */
function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Enhances the server-rendered US map (its `children`, whose state links carry `data-state-id`): a
 * plain click or Enter on a state shows that state's county map in the same box instead of leaving the
 * page. A state map that cannot be loaded falls back to the link's own page, so the map never dead-ends.
 */
export function UsMapFilter({ children }: { children: ReactNode }) {
  const t = useTranslations('usMap');
  const router = useRouter();
  const [view, setView] = useState<View>({ kind: 'us' });
  const usMap = useRef<HTMLDivElement>(null);
  const request = useRef<AbortController | null>(null);
  const focusOnReturn = useRef<number | null>(null);

  useEffect(() => () => request.current?.abort(), []);

  useEffect(() => {
    if (view.kind !== 'us' || focusOnReturn.current === null) return;
    usMap.current?.querySelector<SVGAElement>(`a[data-state-id="${focusOnReturn.current}"]`)?.focus();
    focusOnReturn.current = null;
  }, [view]);

  async function open(stateId: number, stateHref: string) {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setView({ kind: 'loading', stateId });
    const shapes = await fetchStateShapes(stateId, controller.signal);
    if (controller.signal.aborted) return;
    if (shapes) setView({ kind: 'state', stateId, stateHref, shapes });
    else router.push(stateHref);
  }

  function back() {
    if (view.kind === 'us') return;
    request.current?.abort();
    focusOnReturn.current = view.stateId;
    setView({ kind: 'us' });
  }

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (!isPlainClick(event) || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[data-state-id]');
    const stateId = Number(link?.getAttribute('data-state-id'));
    const href = link?.getAttribute('href');
    if (!link || !usMap.current?.contains(link) || !stateId || !href) return;
    event.preventDefault();
    void open(stateId, href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && view.kind !== 'us') {
      event.preventDefault();
      back();
    }
  }

  return (
    // The box keeps one aspect ratio for both maps, so opening a state moves nothing around it.
    <div onClick={onClick} onKeyDown={onKeyDown} aria-busy={view.kind === 'loading'} className="relative mt-4 aspect-[4/3] w-full sm:aspect-[8/5]" data-testid="us-map-filter">
      <div ref={usMap} hidden={view.kind === 'state'} className="size-full">
        {children}
      </div>
      {view.kind === 'loading' && (
        <div role="status" className="absolute inset-0 grid place-items-center bg-white/60">
          <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-primary/30 border-t-primary motion-reduce:animate-none" />
          <span className="sr-only">{t('loading')}</span>
        </div>
      )}
      {view.kind === 'state' && <UsMapStateView shapes={view.shapes} stateHref={view.stateHref} onBack={back} />}
    </div>
  );
}
