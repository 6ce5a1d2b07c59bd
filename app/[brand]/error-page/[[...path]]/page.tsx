import type { Metadata } from 'next';
import { z } from 'zod';
import { ErrorMessage } from '@/components/layout/error-message';
import { currentBrand } from '@/lib/brand/current-brand';
import { hrefFor } from '@/lib/navigation/links';
import { namedRouteTable } from '@/lib/navigation/named-routes';

export const metadata: Metadata = { title: 'Error', robots: { index: false, follow: false } };

// /error/?eurl={failing path}&code={code}: without a code it reports a failure (render errors land here).
const querySchema = z.object({ code: z.coerce.number().int().min(-1).max(999).catch(500).default(500) });

export default async function ErrorRoutePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [brand, query] = await Promise.all([currentBrand(), searchParams]);
  const { code } = querySchema.parse({ code: typeof query.code === 'string' ? query.code : undefined });
  return <ErrorMessage code={code} homeHref={hrefFor(brand, { kind: 'home' })} searchHref={hrefFor(brand, namedRouteTable['search-all'])} />;
}
