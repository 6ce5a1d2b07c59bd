import { z } from 'zod';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { loadCounties } from '@/lib/geo/counties';
import { stateById } from '@/lib/geo/states';

const stateIdParam = z.coerce.number().int().min(1).max(99);

/**
 * The counties of a state by name (the add-listing form's county choice): id (5-digit FIPS), full name,
 * and a centre to start the map pin at. From the Census data in the build, the same on every host.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ params }) {
      const stateId = stateIdParam.safeParse(params.stateId);
      if (!stateId.success || !stateById(stateId.data)) return apiError(404, ['No such state']);
      const counties = (await loadCounties())
        .filter((county) => county.stateId === stateId.data)
        .map((county) => ({ id: county.id, name: county.fullName, latitude: Math.round(county.latitude * 1e5) / 1e5, longitude: Math.round(county.longitude * 1e5) / 1e5 }))
        .sort((a, b) => a.name.localeCompare(b.name));
      return Response.json({ data: counties }, { headers: { 'cache-control': 'public, max-age=86400' } });
    },
  },
});
