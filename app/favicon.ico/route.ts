import { brandAsset } from '@/lib/brand/server';
import { requestBrand } from '@/lib/brand/server';

/** Browsers ask every host for /favicon.ico: answer with that host's brand icon (the proxy allows GET and HEAD only). */
export async function GET(request: Request) {
  const brand = requestBrand(request);
  const asset = brand ? await brandAsset(brand, 'favicon-48.png') : null;
  if (!asset) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(Buffer.from(asset.body), {
    headers: { 'content-type': asset.contentType, 'cache-control': 'public, max-age=86400', vary: 'Host' },
  });
}
