'use client';

import { useEffect, useState, type ReactNode } from 'react';
import type { SearchCriteria } from '@/lib/search/criteria';
import { MapPanel } from './map-panel';

/** SPEC §9 list/map view breakpoint. */
const LIST_MAP_BREAKPOINT = 990;

interface Props {
  siteId: number;
  criteria: SearchCriteria;
  /** The main land site hides the map on small screens. */
  mapOnMobile: boolean;
  mapStyleUrl?: string;
  accent: string;
  primary: string;
  children: ReactNode;
}

function useWideScreen(): boolean | null {
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${LIST_MAP_BREAKPOINT}px)`);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * List beside the map from 990 px; below it a List/Map toggle (none on the main land site, whose
 * map is hidden on mobile). The map's code loads only when the map is shown.
 */
export function ResultsLayout({ siteId, criteria, mapOnMobile, mapStyleUrl, accent, primary, children }: Props) {
  const wide = useWideScreen();
  const [view, setView] = useState<'list' | 'map'>('list');
  const showToggle = wide === false && mapOnMobile;
  const showMap = wide === true || (showToggle && view === 'map');
  const showList = wide !== false || view === 'list' || !showToggle;
  return (
    <div className="mt-6">
      {showToggle && (
        <div role="group" aria-label="View" className="mb-4 inline-flex rounded border border-line">
          {(['list', 'map'] as const).map((v) => (
            <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}
              className={`px-4 py-1.5 text-sm font-semibold ${view === v ? 'bg-primary text-primary-text' : ''}`}>
              {v === 'list' ? 'List' : 'Map'}
            </button>
          ))}
        </div>
      )}
      <div className={showMap && wide ? 'grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-6' : ''}>
        {showList && <div data-testid="result-list-view">{children}</div>}
        {showMap && (
          <div className={wide ? 'sticky top-4 h-[calc(100vh-2rem)]' : 'h-[70vh]'}>
            <MapPanel siteId={siteId} criteria={criteria} accent={accent} primary={primary} styleUrl={mapStyleUrl} />
          </div>
        )}
      </div>
    </div>
  );
}
