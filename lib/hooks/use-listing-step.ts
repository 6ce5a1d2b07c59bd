import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { listingDraftSchema, sellerPaths, type ListingDraftView, type ListingStep } from '@/lib/listing-editor';
import { useVisitorForm } from './use-visitor-form';

// One step of the add-listing form (docs/seller-workspace.md): react-hook-form on the step's schema,
// saved with PUT /api/seller/drafts/{id}/{step}; the saved draft comes back to the wizard.

export function useListingStep<V extends FieldValues, O>(draftId: number, step: ListingStep, schema: z.ZodType<O, V>, defaultValues: DefaultValues<V>, onSaved: (draft: ListingDraftView) => void) {
  return useVisitorForm<V, O>({
    formId: `listing-step-${step}`,
    schema,
    endpoint: sellerPaths.step(draftId, step),
    method: 'PUT',
    defaultValues,
    body: (values) => values,
    onSent: (data) => {
      const draft = listingDraftSchema.safeParse(data);
      if (draft.success) onSaved(draft.data);
    },
  });
}
