import { apiError } from '@/lib/http/api-response';
import { isInstanceSecret, PAGE_CHANGES_SECRET_HEADER } from '@/lib/page-changes/instance';
import { revalidatePublicPages } from '@/lib/page-changes/revalidate';

/**
 * This instance's listener (lib/page-changes/listener.ts, started by server.ts) heard that another
 * instance changed listing or broker pages, or its watcher saw a brand's page of text change
 * (`?scope=content`, lib/page-changes/content-watch.ts): mark ours stale. Only this process knows the
 * secret; to anyone else the route does not exist.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isInstanceSecret(request.headers.get(PAGE_CHANGES_SECRET_HEADER))) return apiError(404, ['Not found']);
  revalidatePublicPages(new URL(request.url).searchParams.get('scope') === 'content' ? 'content' : 'listings');
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
