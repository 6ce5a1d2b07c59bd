import type { Metadata } from 'next';
import { z } from 'zod';
import { ErrorMessage } from '@/components/layout/error-message';
import { pageBrand } from '@/lib/brand/page';

export const metadata: Metadata = { title: 'Error', robots: { index: false, follow: false } };

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

// /error/?eurl={failing path}&code={code}. No code means a render error sent the visitor here (SPEC §4),
// so it reads as 500; a code that is not a number is "some other error", i.e. the not-found text.
const querySchema = z.object({
  code: z.preprocess(first, z.string().trim().optional()).transform((raw) => {
    if (raw === undefined || raw === '') return 500;
    const code = Number(raw);
    return Number.isInteger(code) ? code : 404;
  }),
});

/** The error route (kind 'error'): always answered with status 200, like the SPEC's error page. */
export default async function ErrorRoutePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [brand, query] = await Promise.all([pageBrand(), searchParams]);
  const parsed = querySchema.safeParse(query);
  return <ErrorMessage code={parsed.success ? parsed.data.code : 404} brand={brand} />;
}
