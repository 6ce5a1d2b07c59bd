import { savedSearchCreateSchema } from '@/lib/accounts/account-forms';
import { createSavedSearch, listSavedSearches } from '@/lib/accounts/saved-searches';
import { requireSession } from '@/lib/auth/require-session';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';
import { savedSearchRefusal } from '@/lib/accounts/saved-search-refusal';

/** The session user's saved searches on this brand (SPEC §3): list, and save the search page's URL. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountWrites', per: 'client' }],
  handlers: {
    async GET({ request, brand }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      return privateJson({ data: await listSavedSearches(check.session.userId, brand) });
    },
    async POST({ request, brand }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const form = await readFormRequest(request, brand, savedSearchCreateSchema);
      if (!form.ok) return form.response;
      const saved = await createSavedSearch(check.session.userId, brand, form.value);
      if (!saved.ok) return savedSearchRefusal(saved.reason, form.t) ?? apiError(404, ['No such saved search']);
      return privateJson({ data: saved.search }, { status: 201 });
    },
  },
});
