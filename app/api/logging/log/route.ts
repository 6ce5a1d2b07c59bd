import { currentBrand } from '@/lib/brand/current-brand';
import { readJsonBody } from '@/lib/http/read-json-body';
import { clientLogSchema, MAX_LOG_BODY_BYTES, recordClientLog } from '@/lib/logging/client-log';

/** SPEC §7 logging call: browsers report render errors here; bad input is a 4xx, never a 5xx. */
export async function POST(request: Request) {
  const body = await readJsonBody(request, MAX_LOG_BODY_BYTES);
  if (!body.ok) return Response.json({ errors: [body.message] }, { status: body.status });
  const entry = clientLogSchema.safeParse(body.value);
  if (!entry.success) {
    return Response.json({ errors: entry.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`) }, { status: 400 });
  }
  const brand = await currentBrand();
  const ipAddress = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || null;
  try {
    await recordClientLog(entry.data, { siteId: brand.siteId, ipAddress });
  } catch (error) {
    // The report must not be lost silently, nor turn into a 500 loop for a page that is already failing.
    console.error('client log not stored', error, entry.data.message);
    return new Response(null, { status: 503 });
  }
  return new Response(null, { status: 204 });
}
