import { eq } from 'drizzle-orm';
import type { NotifyFrequency } from '@/lib/accounts/notify';
import { db } from '@/lib/db/client';
import { savedSearches, users } from '@/lib/db/schema';

const OFF: NotifyFrequency = 'No Updates';

/** Whether the user a valid token names still exists (a deleted account's link is a 404). */
export async function alertUserExists(userId: number): Promise<boolean> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined;
}

/** Every saved search of the user, on every brand, and the favourites stop mailing ('No Updates'); false when no such user. */
export async function stopAlerts(userId: number): Promise<boolean> {
  return db().transaction(async (tx) => {
    const updated = await tx.update(users).set({ favoriteAlerts: OFF, updatedAt: new Date() }).where(eq(users.id, userId)).returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx.update(savedSearches).set({ notify: OFF }).where(eq(savedSearches.userId, userId));
    return true;
  });
}
