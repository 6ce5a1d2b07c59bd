'use client';

import { useTranslations } from 'next-intl';
import type { FieldErrors } from 'react-hook-form';
import { TextField, type FieldBinding } from '@/components/ui/form-fields';
import type { AccountDetailsForm } from '@/lib/accounts/account-forms';

type AddressField = `${'mailing' | 'billing'}${'Address1' | 'Address2' | 'City' | 'State' | 'Zip'}`;

interface Props {
  kind: 'mailing' | 'billing';
  /** The form's binding of one field (react-hook-form's register with the stored value). */
  field: (name: AddressField) => FieldBinding;
  errors: FieldErrors<AccountDetailsForm>;
}

/** The SPEC §3 address lines 1 and 2, city, state and zip of one address (mailing or billing). */
export function AddressFields({ kind, field, errors }: Props) {
  const t = useTranslations('accountDetails');
  const name = (part: 'Address1' | 'Address2' | 'City' | 'State' | 'Zip') => `${kind}${part}` as const;
  const autoComplete = (part: string) => `section-${kind} ${kind === 'billing' ? 'billing ' : ''}${part}`;
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField id={`${kind}-address1`} label={t('address1')} autoComplete={autoComplete('address-line1')} error={errors[name('Address1')]?.message} binding={field(name('Address1'))} />
      </div>
      <div className="sm:col-span-2">
        <TextField id={`${kind}-address2`} label={t('address2')} autoComplete={autoComplete('address-line2')} error={errors[name('Address2')]?.message} binding={field(name('Address2'))} />
      </div>
      <div className="sm:col-span-2">
        <TextField id={`${kind}-city`} label={t('city')} autoComplete={autoComplete('address-level2')} error={errors[name('City')]?.message} binding={field(name('City'))} />
      </div>
      <div>
        <TextField id={`${kind}-state`} label={t('state')} autoComplete={autoComplete('address-level1')} error={errors[name('State')]?.message} binding={field(name('State'))} />
      </div>
      <div>
        <TextField id={`${kind}-zip`} label={t('zip')} autoComplete={autoComplete('postal-code')} error={errors[name('Zip')]?.message} binding={field(name('Zip'))} />
      </div>
    </div>
  );
}
