import { z } from 'zod';
import { postForm, type PostResult } from '@/lib/leads';
import { requestables, type UpgradeRequest } from './plans';
import { getData } from './seller-api';

// The plan panel's calls (GET and POST /api/seller/plan), read through schemas.

const planIds = ['free', 'standard', 'premium', 'signature'] as const;

export const sellerPlanSchema = z.object({
  plan: z.object({ id: z.enum(planIds), tier: z.number(), features: z.array(z.string()) }),
  openRequests: z.array(z.object({ id: z.number(), requested: z.enum(requestables), listingId: z.number().nullable(), createdAt: z.string() })),
});
export type SellerPlanView = z.infer<typeof sellerPlanSchema>;

export const PLAN_PATH = '/api/seller/plan';

export const fetchSellerPlan = () => getData(PLAN_PATH, sellerPlanSchema);

/** Stores an upgrade request for the sales team (an open one for the same thing is kept, not doubled). */
export const sendUpgradeRequest = (request: UpgradeRequest): Promise<PostResult> => postForm(PLAN_PATH, request);
