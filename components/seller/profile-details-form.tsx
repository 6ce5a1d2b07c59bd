'use client';

import { useTranslations } from 'next-intl';
import { FormSection } from '@/components/ui/form-section';
import { SaveBar } from '@/components/ui/save-bar';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { usStates } from '@/lib/geo/us-states';
import { useVisitorForm } from '@/lib/hooks/use-visitor-form';
import {
  sellerProfilePaths, sellerProfileSchema, sellerProfileViewSchema, type SellerProfileForm, type SellerProfileValues, type SellerProfileView,
} from '@/lib/seller-profile';

const stateChoices = [...usStates].sort((a, b) => a.name.localeCompare(b.name));
const asStateId = (value: unknown) => (value === '' || value === undefined || value === null ? null : Number(value));

/**
 * The profile's words and ways to reach the seller (SPEC §3 broker profile): about, license, phones,
 * website and office address, saved with PUT; the server's field messages appear beside their fields.
 */
export function ProfileDetailsForm({ initial, onSaved }: { initial: SellerProfileView['values']; onSaved: (profile: SellerProfileView) => void }) {
  const t = useTranslations('profileEditor');
  const { form, submit, submission } = useVisitorForm<SellerProfileForm, SellerProfileValues>({
    formId: 'seller-profile',
    schema: sellerProfileSchema,
    endpoint: sellerProfilePaths.profile,
    method: 'PUT',
    defaultValues: initial,
    body: (values) => values,
    // What was saved (trimmed, the website with its scheme) is the form's new starting point.
    onSent: (data) => {
      const saved = sellerProfileViewSchema.safeParse(data);
      if (!saved.success) return;
      form.reset(saved.data.values);
      onSaved(saved.data);
    },
    // Field messages stand beside their fields; anything else but "too many" is one sentence.
    onRefused: (refusal) => (Object.keys(refusal.fields).length > 0 ? null : refusal.status === 429 ? undefined : t('saveFailed')),
  });
  const { register, formState: { errors } } = form;

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={submission.submitting} className="space-y-6">
      <FormSection title={t('sections.about')} hint={t('hints.about')}>
        <TextAreaField id="profile-description" label={t('fields.description')} error={errors.description?.message} binding={register('description')} rows={8} />
        <div className="sm:max-w-sm">
          <TextField id="profile-license" label={t('fields.licenseNumber')} error={errors.licenseNumber?.message} binding={register('licenseNumber')} />
        </div>
      </FormSection>

      <FormSection title={t('sections.reach')} hint={t('hints.reach')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField id="profile-preferred-phone" type="tel" autoComplete="tel" label={t('fields.preferredPhone')} error={errors.preferredPhone?.message} binding={register('preferredPhone')} />
          <TextField id="profile-office-phone" type="tel" label={t('fields.officePhone')} error={errors.officePhone?.message} binding={register('officePhone')} />
          <div className="sm:col-span-2">
            <TextField id="profile-website" autoComplete="url" label={t('fields.websiteUrl')} hint={t('fields.websiteHint')} error={errors.websiteUrl?.message} binding={register('websiteUrl')} />
          </div>
        </div>
      </FormSection>

      <FormSection title={t('sections.office')} hint={t('hints.office')}>
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-6">
          <div className="sm:col-span-2 lg:col-span-6">
            <TextField id="profile-address1" autoComplete="address-line1" label={t('fields.address1')} error={errors.address1?.message} binding={register('address1')} />
          </div>
          <div className="sm:col-span-2 lg:col-span-6">
            <TextField id="profile-address2" autoComplete="address-line2" label={t('fields.address2')} error={errors.address2?.message} binding={register('address2')} />
          </div>
          <div className="sm:col-span-2 lg:col-span-3">
            <TextField id="profile-city" autoComplete="address-level2" label={t('fields.city')} error={errors.city?.message} binding={register('city')} />
          </div>
          <div className="lg:col-span-2">
            <SelectField id="profile-state" label={t('fields.stateId')} error={errors.stateId?.message} binding={register('stateId', { setValueAs: asStateId })}>
              <option value="">{t('fields.chooseState')}</option>
              {stateChoices.map((state) => <option key={state.id} value={state.id}>{state.name}</option>)}
            </SelectField>
          </div>
          <div className="lg:col-span-1">
            <TextField id="profile-zip" autoComplete="postal-code" label={t('fields.zip')} error={errors.zip?.message} binding={register('zip')} />
          </div>
        </div>
      </FormSection>

      <SaveBar submission={submission} labels={{ save: t('save'), saving: t('saving'), saved: t('saved') }} />
    </form>
  );
}
