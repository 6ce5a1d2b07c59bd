import { serveImage } from '@/lib/images/server';

type Context = { params: Promise<{ params: string[] }> };

export async function GET(request: Request, context: Context) {
  return serveImage((await context.params).params, request, false);
}

export async function HEAD(request: Request, context: Context) {
  return serveImage((await context.params).params, request, true);
}
