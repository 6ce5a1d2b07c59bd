'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useUiStore, useUiStoreApi } from '@/lib/hooks/use-ui-store';
import type { SaveSearchValues } from '@/lib/accounts/save-search-form';

// The form, its schema and the API call load only when the visitor asks to save (the search page's
// first load stays without them).
const loadPanel = () => import('./save-search-panel');
const SaveSearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SaveSearchPanel })));

interface Props {
  /** SPEC §5 search name of the page's criteria: the name the panel proposes. */
  name: string;
  savedSearchesHref: string;
}

/**
 * SPEC §3 saved search, §4 saveSearch expanded/saving: "Save search" above the results. The button is
 * the same for everyone (the page is cached); who is asking is known only on click. A visitor known
 * to be logged out logs in first and the panel opens after; a save the server refuses with 401 is
 * sent again after the login.
 */
export function SaveSearchButton({ name, savedSearchesHref }: Props) {
  const t = useTranslations('savedSearches');
  const accounts = useAccountStoreApi();
  const ui = useUiStoreApi();
  // In the UI store (SPEC §3 saveSearch expanded), so the saved-search popover can open it too.
  const open = useUiStore((s) => s.saveSearchExpanded);
  const setOpen = (expanded: boolean) => ui.getState().setSaveSearchExpanded(expanded);
  const [resume, setResume] = useState<SaveSearchValues | null>(null);

  const logInFirst = (values: SaveSearchValues | null) => {
    accounts.getState().setAfterLogin(() => {
      setResume(values);
      setOpen(true);
    });
    ui.getState().openModal('login');
  };
  const start = () => (accounts.getState().status === 'anonymous' ? logInFirst(null) : setOpen(true));
  const close = () => {
    setOpen(false);
    setResume(null);
  };

  return (
    <>
      <button type="button" onClick={start} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()} aria-haspopup="dialog"
        className="inline-flex items-center gap-1.5 rounded border border-line bg-white px-3 py-1.5 text-sm font-semibold hover:bg-surface" data-testid="save-search">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8"><path d="M5 3h10v14l-5-3.5L5 17z" strokeLinejoin="round" /></svg>
        {t('saveButton')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchPanel name={name} resume={resume} savedSearchesHref={savedSearchesHref} onClose={close}
            onLoginNeeded={(values) => {
              close();
              logInFirst(values);
            }} />
        </Suspense>
      )}
    </>
  );
}
