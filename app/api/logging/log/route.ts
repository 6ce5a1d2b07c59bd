import { currentBrand } from '@/lib/brand/current-brand';
import { clientLogSchema, recordClientLog } from '@/lib/logging/client-log';
import { readJsonBody } from '@/lib/http/read-json-body';

export async function POST(request: Request) {
  const body = await readJsonBody(request, 16_384);
  if (!body.ok) return new Response(body.message, { status: body.status });
  const entry = clientLogSchema.safeParse(body.value);
  if (!entry.success) return Response.json({ errors: entry.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) }, { status: 400 });
  const brand = await currentBrand();
  await recordClientLog(entry.data, { siteId: brand.siteId, ipAddress: request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? null });
  return new Response(null, { status: 204 });
}
