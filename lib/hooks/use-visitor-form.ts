import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { postForm, type PostRefusal } from '@/lib/leads';
import { formSubmission, type FormSubmission } from '@/lib/ui';
import { validationErrorMap } from '@/lib/validation/messages';
import { useUiStore, useUiStoreApi } from './use-ui-store';

// One wiring for every visitor form (contact broker, report, feedback, email a friend): react-hook-form
// on the schema the server uses, SPEC §5 messages through the `validation` copy, SPEC §3 submission
// state in the UI store under `formId`, and the server's field errors put on their fields. Loaded only
// with the forms (never in a page's first load).

export interface VisitorFormOptions<V extends FieldValues, O> {
  formId: string;
  schema: z.ZodType<O, V>;
  /** Where valid values go; a function is asked at sending time (a form with two ways to send). */
  endpoint: string | (() => string);
  /** POST unless the endpoint updates a record (PUT /api/account/details). */
  method?: 'POST' | 'PUT';
  defaultValues: DefaultValues<V>;
  /** The JSON body sent for valid values (the form's fields plus what the page adds). */
  body: (values: O) => unknown;
  /** A check after the schema passed (e.g. the phone's server check): field errors, or none to send. */
  beforeSend?: (values: O) => Promise<Partial<Record<Path<V>, string>>>;
  /** Runs once the server took the form, with its answer's `data` (e.g. the login's user info). */
  onSent?: (data: unknown, values: O) => void | Promise<void>;
  /** The form-wide message for a refusal (null: none); undefined leaves it to the defaults below. */
  onRefused?: (refusal: PostRefusal) => string | null | undefined;
}

export interface VisitorForm<V extends FieldValues, O> {
  form: UseFormReturn<V, unknown, O>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  submission: FormSubmission;
  /** Back to a fresh form after a success ("send another"). */
  again: () => void;
}

export function useVisitorForm<V extends FieldValues, O>({ formId, schema, endpoint, method, defaultValues, body, beforeSend, onSent, onRefused }: VisitorFormOptions<V, O>): VisitorForm<V, O> {
  const tv = useTranslations('validation');
  const tf = useTranslations('forms');
  const store = useUiStoreApi();
  const submission = useUiStore((s) => formSubmission(s, formId));
  const resolver = useMemo(() => zodResolver<V, unknown, O>(schema, { error: validationErrorMap((key, values) => tv(key, values)) }), [schema, tv]);
  const form = useForm<V, unknown, O>({ resolver, defaultValues });
  const fieldNames = Object.keys(defaultValues);

  const submit = form.handleSubmit(
    async (values) => {
      const { startSubmit, finishSubmit } = store.getState();
      startSubmit(formId, values as Readonly<Record<string, unknown>>);
      const problems = Object.entries((await beforeSend?.(values)) ?? {}) as [Path<V>, string][];
      if (problems.length > 0) {
        for (const [field, message] of problems) form.setError(field, { message });
        finishSubmit(formId, { success: false, message: null });
        return;
      }
      const result = await postForm(typeof endpoint === 'function' ? endpoint() : endpoint, body(values), method);
      if (result.ok) {
        finishSubmit(formId, { success: true, message: null });
        await onSent?.(result.data, values);
        return;
      }
      const shown = Object.entries(result.fields).filter(([field]) => fieldNames.includes(field));
      for (const [field, message] of shown) form.setError(field as Path<V>, { message });
      const own = onRefused?.(result);
      const message = own !== undefined ? own : result.status === 429 ? tf('tooMany') : (result.message ?? (shown.length > 0 ? null : tf('failed')));
      finishSubmit(formId, { success: false, message });
    },
    () => store.getState().updateForm(formId, { valid: false }),
  );

  const again = () => {
    store.getState().resetForm(formId);
    form.reset(defaultValues);
  };
  return { form, submit, submission, again };
}
