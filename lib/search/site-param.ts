import { z } from 'zod';
import { brandBySiteId } from '@/lib/brand/server';
import type { SiteBrand } from '@/lib/brand';

const siteIdSchema = z.string().regex(/^\d{1,3}$/).transform(Number);

/** The site brand a `{siteId}` route parameter names, or null (analytics-only ids have no pages). */
export function siteBrandFromParam(raw: string): SiteBrand | null {
  const parsed = siteIdSchema.safeParse(raw);
  if (!parsed.success) return null;
  const brand = brandBySiteId(parsed.data);
  return brand?.role === 'site' ? brand : null;
}
