import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, zips } from '@/lib/db/schema';
import type { FieldErrors } from '@/lib/http/field-errors';
import type { Translate } from '@/lib/i18n/translate';
import type { SellerScope } from '@/lib/listing-editor/server';
import type { SellerProfileValues } from './profile-form';
import { sellerProfile, type SellerProfile } from './profile-read';

const orNull = (value: string) => (value === '' ? null : value);

/**
 * The office ZIP checked against our geography (DESIGN §4), as a listing's is: one we know, in the
 * chosen state. The directory places the office by it, so a wrong one would list the seller elsewhere.
 */
export async function officeProblems(values: SellerProfileValues, t: Translate): Promise<FieldErrors | null> {
  if (values.zip === '') return null;
  const [row] = await db().select({ stateId: zips.stateId }).from(zips).where(eq(zips.zip, values.zip)).limit(1);
  if (!row) return { zip: t('profileEditor.problems.zipUnknown') };
  if (values.stateId !== null && row.stateId !== values.stateId) return { zip: t('profileEditor.problems.zipOtherState') };
  return null;
}

/** Saves the form on the scope's own account (empty text is stored as none) and reads it back; undefined when the account is gone. */
export async function saveSellerProfile(scope: SellerScope, values: SellerProfileValues): Promise<SellerProfile | undefined> {
  const saved = await db().update(accounts).set({
    description: orNull(values.description), licenseNumber: orNull(values.licenseNumber), officePhone: orNull(values.officePhone),
    preferredPhone: orNull(values.preferredPhone), websiteUrl: orNull(values.websiteUrl), address1: orNull(values.address1),
    address2: orNull(values.address2), city: orNull(values.city), stateId: values.stateId, zip: orNull(values.zip),
    updatedAt: sql`now()`,
  }).where(eq(accounts.id, scope.accountId)).returning({ id: accounts.id });
  return saved.length === 0 ? undefined : sellerProfile(scope);
}
