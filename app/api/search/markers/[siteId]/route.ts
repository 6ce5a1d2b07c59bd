import { readJsonBody } from '@/lib/http/read-json-body';
import { resizedImageUrl } from '@/lib/images';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { placardLevel } from '@/lib/listings/placard-view';
import { hrefFor } from '@/lib/navigation/links';
import { searchCriteriaSchema } from '@/lib/search/criteria';
import { mapMarkers } from '@/lib/search/map-markers';
import { siteBrandFromParam } from '@/lib/search/site-param';

type Context = { params: Promise<{ siteId: string }> };

/** Map markers for search criteria (at most 500, best ranked first) with the full count. */
export async function POST(request: Request, context: Context) {
  const brand = siteBrandFromParam((await context.params).siteId);
  if (!brand) return Response.json({ errors: ['Unknown site'] }, { status: 404 });
  const body = await readJsonBody(request, 32 * 1024);
  if (!body.ok) return Response.json({ errors: [body.message] }, { status: body.status });
  const criteria = searchCriteriaSchema.safeParse(body.value);
  if (!criteria.success) {
    return Response.json({ errors: criteria.error.issues.map((i) => `${i.path.join('.') || 'criteria'}: ${i.message}`) }, { status: 400 });
  }
  const result = await mapMarkers(criteria.data, { now: new Date() });
  return Response.json({
    total: result.total,
    markers: result.markers.map((m) => ({
      id: m.id,
      latitude: m.latitude,
      longitude: m.longitude,
      levelClass: placardLevel(m),
      priceLabel: priceDisplay(m.price),
      acresLabel: acresDisplay(m.acres),
      title: m.title,
      href: hrefFor(brand, { kind: 'property', id: m.id, location: m.canonicalLocation }),
      // SPEC §9 map image size 160 x 210.
      imageSrc: m.thumbnailDocumentId ? resizedImageUrl({ documentId: m.thumbnailDocumentId, height: 160, width: 210 }) : null,
    })),
  });
}
