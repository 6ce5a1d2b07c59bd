import { useState } from 'react';
import { deleteSavedSearch, patchSavedSearch, type ApiAnswer } from '@/lib/accounts/client/account-client';
import type { NotifyFrequency } from '@/lib/accounts/notify';
import type { SavedSearchView } from '@/lib/accounts/saved-searches';

// The saved-searches page's list: every change shows at once and is sent to the API; a refusal puts
// the row back as it was and says what failed (optimistic UI with recovery).

export type SavedSearchAction = 'rename' | 'notify' | 'delete';

export interface SavedSearchProblem {
  id: number;
  action: SavedSearchAction;
  /** 401: the session ended; anything else is "please try again". */
  status: number;
}

export interface SavedSearchList {
  searches: readonly SavedSearchView[];
  problem: SavedSearchProblem | null;
  /** The last search deleted, for the page to announce. */
  deleted: SavedSearchView | null;
  rename: (id: number, name: string) => Promise<void>;
  setNotify: (id: number, notify: NotifyFrequency) => Promise<void>;
  remove: (id: number) => Promise<void>;
}

type Changes = Partial<Pick<SavedSearchView, 'name' | 'notify'>>;

export function useSavedSearchList(initial: readonly SavedSearchView[]): SavedSearchList {
  const [searches, setSearches] = useState<readonly SavedSearchView[]>(initial);
  const [problem, setProblem] = useState<SavedSearchProblem | null>(null);
  const [deleted, setDeleted] = useState<SavedSearchView | null>(null);

  const patchRow = (id: number, changes: Changes) => setSearches((list) => list.map((s) => (s.id === id ? { ...s, ...changes } : s)));
  const failed = (id: number, action: SavedSearchAction, answer: ApiAnswer<unknown>) => {
    if (!answer.ok) setProblem({ id, action, status: answer.status });
  };

  const update = async (id: number, action: 'rename' | 'notify', changes: Changes) => {
    const before = searches.find((s) => s.id === id);
    if (!before) return;
    setProblem(null);
    patchRow(id, changes);
    const answer = await patchSavedSearch(id, changes);
    if (answer.ok) {
      patchRow(id, { name: answer.data.name, notify: answer.data.notify });
      return;
    }
    // Only the fields this change touched go back, so another change made meanwhile stays.
    patchRow(id, Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof Changes]])));
    failed(id, action, answer);
  };

  const remove = async (id: number) => {
    const at = searches.findIndex((s) => s.id === id);
    const row = searches[at];
    if (!row) return;
    setProblem(null);
    setSearches((list) => list.filter((s) => s.id !== id));
    const answer = await deleteSavedSearch(id);
    // 404: it was already gone (deleted in another tab), which is what the user asked for.
    if (answer.ok || answer.status === 404) {
      setDeleted(row);
      return;
    }
    setSearches((list) => (list.some((s) => s.id === id) ? list : [...list.slice(0, at), row, ...list.slice(at)]));
    failed(id, 'delete', answer);
  };

  return {
    searches,
    problem,
    deleted,
    rename: (id, name) => update(id, 'rename', { name }),
    setNotify: (id, notify) => update(id, 'notify', { notify }),
    remove,
  };
}
