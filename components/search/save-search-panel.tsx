'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { FormAlert, SelectField, SubmitButton, TextField } from '@/components/ui/form-fields';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { DEFAULT_NOTIFY, notifyFrequencies, notifyLabelKeys } from '@/lib/accounts/notify';
import { saveSearchFormSchema, type SaveSearchValues } from '@/lib/accounts/save-search-form';
import { dataLayerEvents, pushDataLayerEvent } from '@/lib/analytics';
import { useAccountForm } from '@/lib/hooks/use-account-form';

interface Props {
  name: string;
  /** Values sent before a login was asked for: they are sent again at once. */
  resume: SaveSearchValues | null;
  savedSearchesHref: string;
  onClose: () => void;
  /** The server does not know the visitor (401): log in, then save `values`. */
  onLoginNeeded: (values: SaveSearchValues) => void;
}

/** The save-search form: a name (the SPEC §5 search name to start with) and how often to email new matches. */
export function SaveSearchPanel({ name, resume, savedSearchesHref, onClose, onLoginNeeded }: Props) {
  const t = useTranslations('savedSearches.panel');
  const tn = useTranslations('savedSearches.notify');
  const { form, submit, submission } = useAccountForm<SaveSearchValues, SaveSearchValues>({
    formId: 'save-search',
    schema: saveSearchFormSchema,
    endpoint: '/api/account/saved-searches',
    defaultValues: resume ?? { name, notify: DEFAULT_NOTIFY },
    // The server reads the criteria again from the search page's own URL.
    body: (values) => ({ ...values, url: window.location.pathname + window.location.search }),
    onSent: (_data, values): void => {
      pushDataLayerEvent(dataLayerEvents.searchSaved, undefined, { searchName: values.name, notify: values.notify });
    },
    onRefused: (refusal) => {
      if (refusal.status === 401) {
        onLoginNeeded(form.getValues());
        return null;
      }
      // "This page is not a search that can be saved.": about the page, not a field of the form.
      return refusal.fields.url;
    },
  });
  const { register, formState: { errors } } = form;

  const resumed = useRef(false);
  useEffect(() => {
    if (resume && !resumed.current) {
      resumed.current = true;
      void submit();
    }
  }, [resume, submit]);

  const saved = submission.sent && submission.success;
  return (
    <ModalDialog open onClose={onClose} title={saved ? t('saved') : t('title')} closeLabel={t('close')}>
      {saved ? (
        <div role="status">
          <p>{t('savedBody', { name: form.getValues('name') })}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            <a href={savedSearchesHref} className="rounded bg-primary px-4 py-2 font-semibold text-primary-text hover:opacity-90">{t('viewAll')}</a>
            <button type="button" onClick={onClose} className="rounded border border-line px-4 py-2 font-semibold hover:bg-surface">{t('done')}</button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting}>
          <TextField id="save-search-name" label={t('name')} error={errors.name?.message} binding={register('name')} />
          <SelectField id="save-search-notify" label={t('notify')} error={errors.notify?.message} binding={register('notify')}>
            {notifyFrequencies.map((n) => <option key={n} value={n}>{tn(notifyLabelKeys[n])}</option>)}
          </SelectField>
          <FormAlert message={submission.message} />
          <SubmitButton busy={submission.submitting}>{submission.submitting ? t('saving') : t('save')}</SubmitButton>
        </form>
      )}
    </ModalDialog>
  );
}
