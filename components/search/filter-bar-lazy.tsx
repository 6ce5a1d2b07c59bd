'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useMinWidth } from '@/lib/hooks/use-min-width';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { formSubmission } from '@/lib/ui';
import type { FilterBar } from './filter-bar';
import { filterBarFrame, filtersOpenClass, SHEET_FORM } from './filter-bar-frame';

// The filters' code (react-hook-form, the fields, the sheet's count) is a chunk of its own, kept out of
// the search page's first load (DESIGN §6). From the list-and-map width up the bar is in view, so the
// chunk loads once the page is interactive. On a phone the filters are one "Filters" button until
// pressed: the chunk is fetched when the button is reached for (pointer, touch or focus) and the bar
// mounts when it is pressed, so a phone's page load runs none of the filters' code (docs/performance.md).
// One promise for the prefetch and the bar, as filter-bar.tsx keeps its form module.
let filterBarModule: Promise<typeof import('./filter-bar')> | undefined;
const loadFilterBar = () => (filterBarModule ??= import('./filter-bar'));
const LazyFilterBar = lazy(() => loadFilterBar().then(({ FilterBar }) => ({ default: FilterBar })));
// The location box's upgrade (location-box-behaviour.tsx) on every width, mounted once the page's code
// runs (next/dynamic without server rendering), as it was when it rode with the filter bar.
const LocationBoxBehaviourLazy = dynamic(() => import('./location-box-behaviour').then(({ LocationBoxBehaviour }) => LocationBoxBehaviour), { ssr: false });

type Props = ComponentProps<typeof FilterBar> & {
  /** The "Filters (n)" count the bar shows for the page's criteria (`shownFilterCount`), computed on the server. */
  activeCount: number;
  /** The page's plain location box, upgraded to the combobox when reached for; none on broker listings pages. */
  placeBoxId?: string;
};

export function FilterBarLazy({ activeCount, placeBoxId, ...filters }: Props) {
  const hydrated = useHydrated();
  const wide = useMinWidth('listMap');
  // Open in the UI store: pressed here, or still open from the page before (a type chosen in the sheet).
  const sheetOpen = useUiStore((s) => formSubmission(s, SHEET_FORM).expanded);
  const updateForm = useUiStore((s) => s.updateForm);
  // Once wanted, the bar stays: the sheet closing leaves its button, and the fields, where they are.
  const [barWanted, setBarWanted] = useState(false);
  if (hydrated && (wide || sheetOpen) && !barWanted) setBarWanted(true);
  const placeholder = <FilterBarPlaceholder activeCount={activeCount} ready={hydrated} onOpen={() => updateForm(SHEET_FORM, { expanded: true })} />;
  return (
    <>
      {placeBoxId && <LocationBoxBehaviourLazy boxId={placeBoxId} criteria={filters.criteria} urlContext={filters.urlContext} />}
      {barWanted ? (
        <Suspense fallback={placeholder}>
          <LazyFilterBar {...filters} />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  );
}

interface PlaceholderProps {
  activeCount: number;
  /** The page's code runs: the button answers (disabled in the server HTML, so an early press is not lost silently). */
  ready: boolean;
  onOpen: () => void;
}

/** The filters' place until their code arrives: the phone's working "Filters (n)" button, the desktop bar's box. */
function FilterBarPlaceholder({ activeCount, ready, onOpen }: PlaceholderProps) {
  const t = useTranslations('filters');
  const prefetch = () => void loadFilterBar();
  return (
    <div className={filterBarFrame}>
      <button type="button" disabled={!ready} onClick={onOpen} onPointerEnter={prefetch} onTouchStart={prefetch} onFocus={prefetch}
        aria-haspopup="dialog" className={filtersOpenClass} data-testid="filters-open">
        {activeCount > 0 ? t('openWithCount', { count: activeCount }) : t('open')}
      </button>
      <div className="hidden h-[7.25rem] rounded-lg border border-line bg-white lm:block" aria-hidden="true" />
    </div>
  );
}
