import { and, desc, eq, isNull } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, upgradeRequests } from '@/lib/db/schema';
import { planOfStoredType } from '@/lib/domain';
import { planInfo, type PlanInfo, type UpgradeRequest } from './plans';
import { managedListing } from './seller-scope';
import type { SellerScope } from './seller-scope';

// A seller's plan as the workspace shows it, and requests for a better plan or a listing upgrade, kept
// for the sales team (docs/seller-workspace.md). One open request per plan or per listing and upgrade.

export interface SellerPlan {
  plan: PlanInfo;
  openRequests: { id: number; requested: string; listingId: number | null; createdAt: string }[];
}

export async function sellerPlan(scope: SellerScope): Promise<SellerPlan> {
  const [account] = await db().select({ type: accounts.accountType }).from(accounts).where(eq(accounts.id, scope.accountId)).limit(1);
  const open = await db().select().from(upgradeRequests)
    .where(and(eq(upgradeRequests.accountId, scope.accountId), eq(upgradeRequests.status, 'open')))
    .orderBy(desc(upgradeRequests.createdAt)).limit(50);
  return {
    plan: planInfo(planOfStoredType(account?.type ?? 0)),
    openRequests: open.map((r) => ({ id: r.id, requested: r.requested, listingId: r.listingId, createdAt: r.createdAt.toISOString() })),
  };
}

/** The stored (or already open) request's id; undefined when the listing is not the scope's. */
export async function requestUpgrade(scope: SellerScope, request: UpgradeRequest): Promise<number | undefined> {
  if (request.listingId !== undefined && !(await managedListing(scope, request.listingId))) return undefined;
  const sameListing = request.listingId === undefined ? isNull(upgradeRequests.listingId) : eq(upgradeRequests.listingId, request.listingId);
  const [open] = await db().select({ id: upgradeRequests.id }).from(upgradeRequests)
    .where(and(eq(upgradeRequests.accountId, scope.accountId), eq(upgradeRequests.requested, request.requested), sameListing, eq(upgradeRequests.status, 'open'))).limit(1);
  if (open) return open.id;
  const [row] = await db().insert(upgradeRequests).values({
    accountId: scope.accountId, userId: scope.userId, listingId: request.listingId ?? null, requested: request.requested, message: request.message || null,
  }).returning({ id: upgradeRequests.id });
  return row?.id;
}
