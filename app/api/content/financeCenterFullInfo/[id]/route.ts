import { financeAnswer, financeCenterFullInfo } from '@/lib/finance/server';
import { apiRoute } from '@/lib/http/api-route';

/** SPEC §7 financeCenterFullInfo: the center's content; JSON null (404, not cached) for anything else (SPEC §8). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  handlers: {
    async GET({ params }) {
      return financeAnswer(await financeCenterFullInfo(String(params.id ?? '')));
    },
  },
});
