'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { savedSearchUpdateSchema } from '@/lib/accounts/account-forms';
import { notifyFrequencies, notifyLabelKeys, type NotifyFrequency } from '@/lib/accounts/notify';
import type { SavedSearchView } from '@/lib/accounts/saved-searches';
import { validationErrorMap } from '@/lib/validation/messages';
import { controlClass } from '@/components/ui/form-fields';

interface Props {
  search: SavedSearchView;
  /** What went wrong with this row's last change, already in words; null when nothing did. */
  problem: string | null;
  onRename: (name: string) => void;
  onNotify: (notify: NotifyFrequency) => void;
  onDelete: () => void;
}

const button = 'rounded border border-line px-3 py-2 text-sm font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary';
const primaryButton = 'rounded bg-primary px-3 py-2 text-sm font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/** One saved search: its name (renamed in place), place summary, date and email setting; open, rename, delete. */
export function SavedSearchRow({ search, problem, onRename, onNotify, onDelete }: Props) {
  const t = useTranslations('savedSearches');
  const tv = useTranslations('validation');
  const format = useFormatter();
  const id = useId();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [draft, setDraft] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (mode === 'rename') {
      nameInput.current?.focus();
      nameInput.current?.select();
    }
    else if (mode === 'confirm') confirmButton.current?.focus();
    else returnTo.current?.focus();
  }, [mode]);

  const leave = (to: HTMLButtonElement | null) => {
    returnTo.current = to;
    setMode('view');
    setNameError(null);
  };

  const startRename = () => {
    setDraft(search.name);
    setMode('rename');
  };

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedSearchUpdateSchema.safeParse({ name: draft }, { error: validationErrorMap((key, values) => tv(key, values)) });
    if (!parsed.success || parsed.data.name === undefined) {
      setNameError(parsed.error?.issues[0]?.message ?? tv('required'));
      return;
    }
    if (parsed.data.name !== search.name) onRename(parsed.data.name);
    leave(renameButton.current);
  };

  return (
    <li className="rounded-lg border border-line bg-white p-4 sm:p-5" data-testid="saved-search">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0 flex-1">
          {mode === 'rename' ? (
            <form noValidate onSubmit={saveName} className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-semibold">{t('list.newName')}</label>
                <input id={`${id}-name`} ref={nameInput} value={draft} onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={(e) => e.key === 'Escape' && leave(renameButton.current)}
                  aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? `${id}-name-error` : undefined} className={controlClass} />
                <p id={`${id}-name-error`} className="min-h-5 text-sm text-red-700">{nameError}</p>
              </div>
              <div className="flex gap-2 sm:mt-6">
                <button type="submit" className={primaryButton}>{t('list.saveName')}</button>
                <button type="button" onClick={() => leave(renameButton.current)} className={button}>{t('list.cancel')}</button>
              </div>
            </form>
          ) : (
            <h2 id={`${id}-title`} className="break-words text-lg font-semibold">
              <a href={search.path} className="hover:underline">{search.name}</a>
            </h2>
          )}
          <p className="mt-1 break-words text-muted">{search.description}</p>
          <p className="mt-1 text-sm text-muted">{t('list.savedOn', { date: format.dateTime(new Date(search.createdAt), { dateStyle: 'medium' }) })}</p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end lg:justify-end">
          <div className="sm:w-52">
            <label htmlFor={`${id}-notify`} className="mb-1 block text-sm font-semibold">{t('list.notify')}</label>
            <select id={`${id}-notify`} value={search.notify} aria-describedby={`${id}-title`} onChange={(e) => onNotify(e.target.value as NotifyFrequency)} className={controlClass}>
              {notifyFrequencies.map((n) => <option key={n} value={n}>{t(`notify.${notifyLabelKeys[n]}`)}</option>)}
            </select>
          </div>
          <div className="flex flex-wrap gap-2">
            <a href={search.path} aria-describedby={`${id}-title`} className={primaryButton}>{t('list.open')}</a>
            <button ref={renameButton} type="button" aria-describedby={`${id}-title`} onClick={startRename} disabled={mode === 'rename'} className={button}>{t('list.rename')}</button>
            <button ref={deleteButton} type="button" aria-describedby={`${id}-title`} onClick={() => setMode('confirm')} className={button}>{t('list.delete')}</button>
          </div>
        </div>
      </div>
      {mode === 'confirm' && (
        <div role="group" aria-labelledby={`${id}-confirm`} className="mt-4 flex flex-col gap-3 rounded border border-red-200 bg-red-50 p-3 sm:flex-row sm:items-center sm:justify-between">
          <p id={`${id}-confirm`} className="font-semibold">{t('list.confirmDelete', { name: search.name })}</p>
          <div className="flex gap-2">
            <button ref={confirmButton} type="button" onClick={onDelete} className="rounded bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700">
              {t('list.confirmYes')}
            </button>
            <button type="button" onClick={() => leave(deleteButton.current)} className={button}>{t('list.cancel')}</button>
          </div>
        </div>
      )}
      {problem && <p role="alert" className="mt-3 text-sm text-red-700">{problem}</p>}
    </li>
  );
}
