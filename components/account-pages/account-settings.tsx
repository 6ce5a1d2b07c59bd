import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { accountDetailsValues } from '@/lib/accounts/account-details-values';
import { loadUserInfo } from '@/lib/accounts/user-info';
import type { SiteBrand } from '@/lib/brand';
import { AccountDetailsForm } from './account-details-form';
import { AccountPageFrame } from './account-page-frame';

/** SPEC §2.2 account settings (/account/ and /account/details/): the user's own fields, as stored. */
export async function AccountSettings({ brand, userId }: { brand: SiteBrand; userId: number }) {
  const [t, user] = await Promise.all([getTranslations('accountPages'), loadUserInfo(userId)]);
  if (!user) notFound();
  return (
    <AccountPageFrame brand={brand} page="settings" aside={<p className="text-sm text-muted">{t('signedInAs', { email: user.email })}</p>}>
      <AccountDetailsForm initial={accountDetailsValues(user)} email={user.email} />
    </AccountPageFrame>
  );
}
