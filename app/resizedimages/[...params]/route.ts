import { serveImage } from '@/lib/images/server';

// The app server (server.ts) answers /resizedimages/... before Next with the same function
// (lib/http/resized-images.ts); this handler answers them when Next serves on its own (`next dev`,
// `next start`), so the photos never depend on which server runs.

type Context = { params: Promise<{ params: string[] }> };

export async function GET(request: Request, context: Context) {
  return serveImage((await context.params).params, request, false);
}

export async function HEAD(request: Request, context: Context) {
  return serveImage((await context.params).params, request, true);
}
