import { resizedImageUrl } from '@/lib/images';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';
import { placardLevel } from '@/lib/listings/placard-view';
import { hrefFor } from '@/lib/navigation/links';
import { readCriteriaRequest } from '@/lib/search/criteria-request';
import { mapMarkers } from '@/lib/search/map-markers';

type Context = { params: Promise<{ siteId: string }> };

/** Map markers for search criteria (at most 500, best ranked first) with the full count. */
export async function POST(request: Request, context: Context) {
  const input = await readCriteriaRequest(request, (await context.params).siteId);
  if (!input.ok) return Response.json({ errors: input.errors }, { status: input.status });
  const { brand, criteria } = input;
  const result = await mapMarkers(criteria, { now: new Date() });
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
