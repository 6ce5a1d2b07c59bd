import { eq, sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { accountDetailsSchema } from './account-forms';
import type { z } from 'zod';

type Details = z.output<typeof accountDetailsSchema>;
const orNull = (v: string) => (v === '' ? null : v);

/** Saves the SPEC §3 user fields of /account/details/ for the session's user (empty text is stored as none). */
export async function updateAccountDetails(userId: number, d: Details): Promise<void> {
  await db().update(users).set({
    contactName: d.contactName, phone: orNull(d.phone), phoneType: orNull(d.phoneType), newsletter: d.newsletter,
    sendSavedPropertyConfirmation: d.sendSavedPropertyConfirmation, favoriteAlerts: d.favoriteAlerts,
    mailingAddress1: orNull(d.mailingAddress1), mailingAddress2: orNull(d.mailingAddress2), mailingCity: orNull(d.mailingCity),
    mailingState: orNull(d.mailingState.toUpperCase()), mailingZip: orNull(d.mailingZip),
    billingAddress1: orNull(d.billingAddress1), billingAddress2: orNull(d.billingAddress2), billingCity: orNull(d.billingCity),
    billingState: orNull(d.billingState.toUpperCase()), billingZip: orNull(d.billingZip),
    updatedAt: sql`now()`,
  }).where(eq(users.id, userId));
}
