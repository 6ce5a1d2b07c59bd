'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert, SelectField, SubmitButton } from '@/components/ui/form-fields';
import { MemberType, type MemberTypeId } from '@/lib/domain';
import { postForm } from '@/lib/leads';
import { sellerPaths } from '@/lib/listing-editor';

const memberTypes = Object.values(MemberType);

/** A logged-in user without a seller account: one choice (their role) and a free seller account (SPEC §6). */
export function BecomeSeller({ restricted, onBecame }: { restricted: boolean; onBecame: () => void }) {
  const t = useTranslations('sellerWorkspace.become');
  const tf = useTranslations('forms');
  const [memberType, setMemberType] = useState<MemberTypeId>(MemberType.PROPERTY_OWNER);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(restricted ? t('restricted') : null);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await postForm(sellerPaths.account, { memberType });
    setBusy(false);
    if (result.ok) onBecame();
    else setMessage(result.status === 403 ? t('restricted') : (result.message ?? tf('failed')));
  };

  return (
    <section aria-labelledby="become-seller" className="rounded-lg border border-line bg-white p-6 shadow-sm">
      <h2 id="become-seller" className="text-xl font-bold">{t('title')}</h2>
      <p className="mt-2 text-muted">{t('text')}</p>
      {!restricted && (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 max-w-sm">
          <SelectField id="member-type" label={t('memberType')} binding={{ name: 'memberType', defaultValue: memberType, onChange: (e) => setMemberType((e.target as HTMLSelectElement).value as MemberTypeId) }}>
            {memberTypes.map((type) => <option key={type} value={type}>{t(`types.${type}`)}</option>)}
          </SelectField>
          <FormAlert message={message} />
          <SubmitButton busy={busy}>{t('submit')}</SubmitButton>
        </form>
      )}
      {restricted && <FormAlert message={message} />}
    </section>
  );
}
