import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { resizedImageUrl } from '@/lib/images';
import { acresDisplay, compactPriceDisplay, priceDisplay } from '@/lib/listings/price-display';
import { placardLevel } from '@/lib/listings/placard-view';
import { hrefFor } from '@/lib/navigation/links';
import { readCriteriaRequest } from '@/lib/search/criteria-request';
import { mapMarkers } from '@/lib/search/map-markers';

/** Map markers for search criteria (at most 500, best ranked first) with the count (capped for keyword searches). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'markers', per: 'client' }],
  handlers: {
    async POST({ request, brand, params }) {
      const input = await readCriteriaRequest(request, params.siteId, brand);
      if (!input.ok) return apiError(input.status, input.errors);
      const result = await mapMarkers(input.criteria, { now: new Date() });
      return Response.json({
        total: result.total,
        totalIsCapped: result.totalIsCapped,
        markers: result.markers.map((m) => ({
          id: m.id,
          latitude: m.latitude,
          longitude: m.longitude,
          levelClass: placardLevel(m),
          priceLabel: priceDisplay(m.price),
          compactPriceLabel: compactPriceDisplay(m.price),
          acresLabel: acresDisplay(m.acres),
          title: m.title,
          href: hrefFor(brand, { kind: 'property', id: m.id, location: m.canonicalLocation }),
          // SPEC §9 map image size 160 x 210.
          imageSrc: m.thumbnailDocumentId ? resizedImageUrl({ documentId: m.thumbnailDocumentId, height: 160, width: 210 }) : null,
        })),
      });
    },
  },
});
