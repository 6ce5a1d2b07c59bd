'use client';

import clsx from 'clsx';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useMinWidth } from '@/lib/hooks/use-min-width';
import type { MapHighlight } from '@/lib/map';
import type { SearchCriteria } from '@/lib/search/criteria';
import type { SearchUrlContext } from '@/lib/search/url-from-criteria';
import { keepResultsView, keptResultsView, type ResultsView } from './results-view-memory';
import { SearchMapSkeleton } from './search-map-skeleton';

/** The map panel (markers, URL building, then the map library itself) loads only when the map is shown. */
const MapPanel = dynamic(() => import('./map-panel').then((m) => m.MapPanel), { ssr: false, loading: () => <SearchMapSkeleton /> });

interface Props {
  criteria: SearchCriteria;
  urlContext: SearchUrlContext;
  highlight: MapHighlight | null;
  /** Below the list/map breakpoint: a List/Map toggle (brand option; the main land site shows no map there). */
  mapOnMobile: boolean;
  mapStyleUrl?: string;
  accent: string;
  primary: string;
  children: ReactNode;
}

/**
 * List beside the map from the SPEC §9 list/map breakpoint (990 px) up. The map's column is laid out
 * in the server HTML (CSS grid, fixed height), so nothing moves when the map mounts; its code loads
 * only when the column is displayed.
 */
export function ResultsLayout({ criteria, urlContext, highlight, mapOnMobile, mapStyleUrl, accent, primary, children }: Props) {
  const t = useTranslations('search.view');
  const [view, setViewState] = useState<ResultsView>(keptResultsView);
  const setView = (next: ResultsView) => {
    keepResultsView(next);
    setViewState(next);
  };
  const wide = useMinWidth('listMap');
  const showMap = wide || (mapOnMobile && view === 'map');
  return (
    <div className="mt-6">
      {mapOnMobile && (
        <div role="group" aria-label={t('label')} className="mb-4 inline-flex rounded border border-line lm:hidden">
          {(['list', 'map'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}
              className={clsx('px-4 py-1.5 text-sm font-semibold', view === v && 'bg-primary text-primary-text')}>
              {t(v)}
            </button>
          ))}
        </div>
      )}
      <div className="lm:grid lm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lm:gap-6">
        <div data-testid="result-list-view" className={clsx(view === 'map' && 'hidden lm:block')}>{children}</div>
        <div data-testid="map-column"
          className={clsx(
            'lm:sticky lm:top-4 lm:block lm:h-[calc(100vh-2rem)]',
            mapOnMobile && view === 'map' ? 'h-[70vh]' : 'hidden',
          )}>
          {showMap ? (
            <MapPanel criteria={criteria} urlContext={urlContext} highlight={highlight} accent={accent} primary={primary} styleUrl={mapStyleUrl} />
          ) : (
            <SearchMapSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}
