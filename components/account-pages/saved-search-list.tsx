'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { SavedSearchView } from '@/lib/accounts/saved-searches';
import { useSavedSearchList, type SavedSearchProblem } from '@/lib/hooks/use-saved-search-list';
import { SavedSearchRow } from './saved-search-row';

interface Props {
  initial: readonly SavedSearchView[];
  /** Shown when there is no saved search (also after the last one is deleted). */
  empty: ReactNode;
}

const failureKeys = { rename: 'renameFailed', notify: 'notifyFailed', delete: 'deleteFailed' } as const;

/** The user's saved searches on this brand, changed in place through the API (lib/hooks/use-saved-search-list.ts). */
export function SavedSearchList({ initial, empty }: Props) {
  const t = useTranslations('savedSearches.list');
  const list = useSavedSearchList(initial);
  const problemText = (problem: SavedSearchProblem) => t(problem.status === 401 ? 'sessionEnded' : failureKeys[problem.action]);
  return (
    <>
      <p role="status" className="mb-3 min-h-6 text-sm text-muted">{list.deleted ? t('deleted', { name: list.deleted.name }) : null}</p>
      {list.searches.length === 0 ? (
        empty
      ) : (
        <ul aria-label={t('label')} className="space-y-4">
          {list.searches.map((search) => (
            <SavedSearchRow
              key={search.id}
              search={search}
              problem={list.problem?.id === search.id ? problemText(list.problem) : null}
              onRename={(name) => void list.rename(search.id, name)}
              onNotify={(notify) => void list.setNotify(search.id, notify)}
              onDelete={() => void list.remove(search.id)}
            />
          ))}
        </ul>
      )}
    </>
  );
}
