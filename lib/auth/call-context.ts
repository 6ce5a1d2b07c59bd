import type { SiteBrand } from '@/lib/brand';
import { requestOrigin } from '@/lib/http/request-origin';
import type { AuthCallContext } from './auth-context';

/** The brand and origin account mails are written for, from a route handler's request. */
export const callContext = (brand: SiteBrand, request: Request): AuthCallContext => ({ brand, origin: requestOrigin(brand.key, request) });
