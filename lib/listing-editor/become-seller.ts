import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { accounts, users } from '@/lib/db/schema';
import { AccountType, MemberType, type MemberTypeId } from '@/lib/domain';
import { isSellerType } from '@/lib/accounts/user-info';

// A user becomes a seller (SPEC §6 broker-type roles): a buyer who chooses to advertise, or a user who
// signed up as a seller and lists for the first time, gets a seller account of their own on the free
// plan, in their name, with the role they choose. Paid plans are a request to the sales team.

export const memberTypeIds = Object.values(MemberType) as [MemberTypeId, ...MemberTypeId[]];
export const becomeSellerSchema = z.object({ memberType: z.enum(memberTypeIds) });

/** The user's seller account id: the one they have, or a new one. Undefined when the user does not exist. */
export async function becomeSeller(userId: number, memberType: MemberTypeId): Promise<number | undefined> {
  return db().transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return undefined;
    if (user.accountId !== null && isSellerType(user.accountType)) return user.accountId;
    const [account] = await tx.insert(accounts).values({
      accountType: AccountType.STANDARD_FREE_SELLER, memberType, contactName: user.contactName, email: user.email,
      preferredPhone: user.phone, isFree: true, isSeller: true, isActive: true,
    }).returning({ id: accounts.id });
    if (!account) throw new Error('insert returned no account');
    await tx.update(users).set({ accountId: account.id, accountType: AccountType.STANDARD_FREE_SELLER, updatedAt: new Date() }).where(eq(users.id, userId));
    return account.id;
  });
}
