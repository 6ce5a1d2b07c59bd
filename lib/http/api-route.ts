import type { SiteBrand } from '@/lib/brand';
import { requestBrand } from '@/lib/brand/server';
import { isInputError } from '@/lib/db/input-error';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { errorSummary } from './error-summary';
import { consumeLimit, type LimitName } from '@/lib/rate-limit';
import { apiError } from './api-response';
import { requestClientAddress } from './client-address';
import { isCrossSiteWrite } from './cross-site';
import { safeForConsole } from './safe-for-console';

// One wrapper for every route handler (STYLE "one wrapper per kind of handler"): the brand from the host
// by the shared resolver, route params, rate limits, 405 with Allow for other methods, and errors that
// are never a stack trace: input the database cannot hold is a 400, a database that is down or dropped
// the connection a 503.

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof httpMethods)[number];

export interface ApiContext {
  request: Request;
  brand: SiteBrand;
  /** Route params as Next passes them (parse them with zod in the handler). */
  params: Record<string, string | string[] | undefined>;
  /** The client's address (lib/http/client-address.ts), the key of per-client limits. */
  client: string;
}

export type ApiHandler = (context: ApiContext) => Promise<Response>;

export interface ApiRouteSpec {
  handlers: Partial<Record<Exclude<HttpMethod, 'HEAD' | 'OPTIONS'>, ApiHandler>>;
  /** Limits taken before the handler runs: per client address, or `global` for one key for everyone. */
  limits?: ReadonlyArray<{ name: LimitName; per: 'client' | 'global' }>;
}

type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
type RouteHandler = (request: Request, context: NextContext) => Promise<Response>;

async function limited(spec: ApiRouteSpec, client: string): Promise<Response | null> {
  for (const { name, per } of spec.limits ?? []) {
    const decision = await consumeLimit(name, per === 'global' ? 'all' : client);
    if (!decision.allowed) {
      return apiError(429, ['Too many requests; try again shortly'], { 'retry-after': String(decision.retryAfterSeconds) });
    }
  }
  return null;
}

function failure(error: unknown, request: Request): Response {
  if (isInputError(error)) return apiError(400, ['A value is outside what this field accepts']);
  if (isDatabaseUnavailable(error)) return apiError(503, ['The service is briefly unavailable'], { 'retry-after': '5' });
  // A bounded queue of expensive work (password hashing) refused it: come back in a moment.
  if (error instanceof Error && error.name === 'QueueFullError') return apiError(503, ['The service is busy; try again shortly'], { 'retry-after': '2' });
  console.error(`${request.method} ${safeForConsole(new URL(request.url).pathname)} failed:`, errorSummary(error));
  return apiError(500, ['Something went wrong on our side']);
}

/** `export const { GET, POST, ... } = apiRoute({ handlers: { POST: ... } })`: every method is answered. */
export function apiRoute(spec: ApiRouteSpec): Record<HttpMethod, RouteHandler> {
  const own = Object.keys(spec.handlers) as HttpMethod[];
  const allow = [...own, ...(spec.handlers.GET ? ['HEAD'] : []), 'OPTIONS'].join(', ');

  const run = (handler: ApiHandler, head: boolean): RouteHandler => async (request, context) => {
    const brand = requestBrand(request);
    if (!brand) return apiError(404, ['Unknown site']);
    if (isCrossSiteWrite(request)) return apiError(403, ['Requests from other sites are not accepted']);
    const client = requestClientAddress(request.headers);
    try {
      const refusal = await limited(spec, client);
      if (refusal) return refusal;
      const response = await handler({ request, brand, params: await context.params, client });
      return head ? new Response(null, { status: response.status, headers: response.headers }) : response;
    } catch (error) {
      return failure(error, request);
    }
  };
  const notAllowed: RouteHandler = async () => apiError(405, ['Method not allowed'], { allow });

  const routes = {} as Record<HttpMethod, RouteHandler>;
  for (const method of httpMethods) {
    const handler = method === 'HEAD' ? spec.handlers.GET : method === 'OPTIONS' ? undefined : spec.handlers[method];
    routes[method] = handler ? run(handler, method === 'HEAD') : notAllowed;
  }
  routes.OPTIONS = async () => new Response(null, { status: 204, headers: { allow } });
  return routes;
}
