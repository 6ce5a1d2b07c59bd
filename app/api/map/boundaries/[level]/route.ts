import { boundariesJson, boundaryLevelSchema, boundaryLevels } from '@/lib/map/boundaries';

/** GeoJSON state or county shapes for the offline map style (docs/map.md). Built once per process. */
export async function GET(_request: Request, { params }: { params: Promise<{ level: string }> }) {
  const level = boundaryLevelSchema.safeParse((await params).level);
  if (!level.success) {
    return Response.json({ errors: [`Unknown boundary level; use one of: ${boundaryLevels.join(', ')}`] }, { status: 404 });
  }
  const body = await boundariesJson(level.data);
  return new Response(body, {
    headers: {
      'content-type': 'application/geo+json',
      // The shapes change only with the us-atlas package, i.e. with a deploy.
      'cache-control': 'public, max-age=86400, immutable',
    },
  });
}
