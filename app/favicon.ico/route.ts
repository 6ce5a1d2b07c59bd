import { brandAsset } from '@/lib/brand/assets';
import { currentBrand } from '@/lib/brand/current-brand';

/** Browsers ask every host for /favicon.ico: answer with that host's brand icon. */
export async function GET() {
  const asset = await brandAsset(await currentBrand(), 'favicon-48.png');
  if (!asset) return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(asset.body), {
    headers: { 'content-type': asset.contentType, 'cache-control': 'public, max-age=86400', vary: 'host' },
  });
}
