import { z } from 'zod';
import { brandAsset } from '@/lib/brand/server';
import { siteBrand } from '@/lib/brand/server';

const paramsSchema = z.object({ brand: z.string().max(40), file: z.string().max(80) });

export async function GET(_request: Request, context: { params: Promise<{ brand: string; file: string }> }) {
  const params = paramsSchema.safeParse(await context.params);
  const brand = params.success ? siteBrand(params.data.brand) : undefined;
  const asset = brand && params.success ? await brandAsset(brand, params.data.file) : null;
  if (!asset) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
  return new Response(Buffer.from(asset.body), {
    headers: { 'content-type': asset.contentType, 'cache-control': 'public, max-age=86400' },
  });
}
