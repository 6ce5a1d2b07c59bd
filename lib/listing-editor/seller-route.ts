import { apiError } from '@/lib/http/api-response';
import { apiRoute, type ApiContext, type HttpMethod } from '@/lib/http/api-route';
import type { LimitName } from '@/lib/rate-limit';
import { publicPagesChanged } from '@/lib/page-changes/server';
import { parseIdParam } from '@/lib/routing';
import { requireSeller } from './seller-request';
import type { SellerScope } from './seller-scope';

// One wrapper for every seller-workspace route handler (STYLE "one wrapper per kind of handler"): the
// shared API wrapper (brand, cross-site refusal, the seller-writes limit and any of the route's own,
// errors), then the seller's scope (401/403), then, for a route of one draft or listing, its id (a
// malformed one is a 404 like an unknown one).

export interface SellerContext extends ApiContext {
  scope: SellerScope;
}
export interface SellerItemContext extends SellerContext {
  id: number;
}

type Method = Exclude<HttpMethod, 'HEAD' | 'OPTIONS'>;

export interface SellerRouteOptions {
  /** Per-client limits a route takes besides sellerWrites, for costly work (uploads: `sellerUploads`). */
  limits?: readonly LimitName[];
  /** Its successful writes change public pages (a listing or a profile): they are marked stale on every instance. */
  changesPublicPages?: boolean;
}

function sellerHandlers<C>(
  handlers: Partial<Record<Method, (context: C) => Promise<Response>>>, contextOf: (context: SellerContext) => C | Response, options: SellerRouteOptions,
) {
  return apiRoute({
    limits: [{ name: 'sellerWrites', per: 'client' }, ...(options.limits ?? []).map((name) => ({ name, per: 'client' as const }))],
    handlers: Object.fromEntries(Object.entries(handlers).map(([method, handler]) => [method, async (context: ApiContext) => {
      const seller = await requireSeller(context.request);
      if (!seller.ok) return seller.response;
      const inner = contextOf({ ...context, scope: seller.scope });
      if (inner instanceof Response) return inner;
      const response = await handler(inner);
      if (options.changesPublicPages && method !== 'GET' && response.ok) await publicPagesChanged();
      return response;
    }])),
  });
}

/** A route of the seller's collection (their drafts): handlers get the seller's scope. */
export function sellerRoute(handlers: Partial<Record<Method, (context: SellerContext) => Promise<Response>>>, options: SellerRouteOptions = {}) {
  return sellerHandlers(handlers, (context) => context, options);
}

/** A route of one draft or listing (`[id]`): handlers get the scope and the id; `notFound` answers a bad id. */
export function sellerItemRoute(
  notFound: string, handlers: Partial<Record<Method, (context: SellerItemContext) => Promise<Response>>>, options: SellerRouteOptions = {},
) {
  return sellerHandlers(handlers, (context) => {
    const id = parseIdParam(context.params.id);
    return id === null ? apiError(404, [notFound]) : { ...context, id };
  }, options);
}
