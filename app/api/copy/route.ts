import type { AbstractIntlMessages } from 'next-intl';
import { z } from 'zod';
import { loadCompiledMessages } from '@/lib/brand/server';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { brandVary } from '@/lib/http/brand-vary';
import { onDemandMessages, onDemandNamespaces } from '@/lib/i18n/client-messages';

const querySchema = z.object({ ns: z.enum(onDemandNamespaces, { error: `ns must be one of ${onDemandNamespaces.join(', ')}` }) });

/**
 * Browsers keep it 5 minutes and a CDN as long as a page, then stale for 10 more while it refetches: the
 * copy changes only with a deploy. No rate limit: the answer comes from memory (the brand's compiled
 * messages), like a static file.
 */
export const COPY_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

/**
 * The brand's copy for dialogs that load on demand: `GET ?ns=accountUi` -> `{ accountUi: {...} }`,
 * compiled as the layout hands it over (lib/i18n/client-messages.ts, `onDemandNamespaces`). The account
 * dialogs fetch it beside their code (components/account/load-account-dialogs.ts).
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ request, brand }) {
      const query = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return apiError(400, query.error.issues.map((issue) => `${issue.path.join('.') || 'query'}: ${issue.message}`));
      const messages = loadCompiledMessages(brand.key) as AbstractIntlMessages;
      return Response.json(onDemandMessages(messages, query.data.ns), { headers: { 'cache-control': COPY_CACHE_CONTROL, vary: brandVary() } });
    },
  },
});
