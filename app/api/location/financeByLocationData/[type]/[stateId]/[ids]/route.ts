import { financeAnswer, financeByLocationData } from '@/lib/finance/server';
import { apiRoute } from '@/lib/http/api-route';

/** SPEC §7 financeByLocationData: the lenders of a place, the most local first; JSON null (404) on failure (SPEC §8). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ params }) {
      return financeAnswer(await financeByLocationData(String(params.type ?? ''), String(params.stateId ?? ''), String(params.ids ?? '')));
    },
  },
});
