'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FormSection } from '@/components/ui/form-section';
import { fetchSellerProfile, type ProfileImage, type ProfileImageKind, type SellerProfileView } from '@/lib/seller-profile';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileImagePicker } from './profile-image-picker';

type Load = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; profile: SellerProfileView };

/**
 * The seller's public profile as they edit it at /lands-connector/profile/ (docs/seller-profile.md):
 * portrait and logo, then the form, with a link to the profile as buyers see it. Read from and saved to
 * /api/seller/profile, which answers for the seller's own account only.
 */
export function ProfileEditor() {
  const t = useTranslations('profileEditor');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    void fetchSellerProfile().then((profile) => {
      if (current) setLoad(profile ? { kind: 'ready', profile } : { kind: 'failed' });
    });
    return () => {
      current = false;
    };
  }, []);

  if (load.kind === 'loading') return <p role="status" className="text-muted">{t('loading')}</p>;
  if (load.kind === 'failed') return <p role="alert" className="text-red-700">{t('failed')}</p>;
  const { profile } = load;
  const imageTaken = (kind: ProfileImageKind) => (image: ProfileImage) =>
    setLoad((state) => (state.kind === 'ready' ? { kind: 'ready', profile: { ...state.profile, [kind]: image } } : state));

  return (
    <div className="space-y-6" data-testid="profile-editor">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <p className="max-w-2xl text-muted">{t('intro')}</p>
        <a href={profile.profileHref} className="shrink-0 font-semibold text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary">
          {t('viewPublic')}
        </a>
      </div>
      <FormSection title={t('sections.images')} hint={t('hints.images')}>
        <div className="grid gap-6 md:grid-cols-2">
          <ProfileImagePicker kind="portrait" image={profile.portrait} onUploaded={imageTaken('portrait')} />
          <ProfileImagePicker kind="logo" image={profile.logo} onUploaded={imageTaken('logo')} />
        </div>
      </FormSection>
      <ProfileDetailsForm initial={profile.values} onSaved={(saved) => setLoad({ kind: 'ready', profile: saved })} />
    </div>
  );
}
