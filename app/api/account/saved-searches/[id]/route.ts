import { savedSearchUpdateSchema } from '@/lib/accounts/account-forms';
import { savedSearchRefusal } from '@/lib/accounts/saved-search-refusal';
import { deleteSavedSearch, updateSavedSearch } from '@/lib/accounts/saved-searches';
import { requireSession } from '@/lib/auth/require-session';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { parseIdParam } from '@/lib/routing';
import { privateJson } from '@/lib/http/private-json';
import { readFormRequest } from '@/lib/leads/server';

const notFound = () => apiError(404, ['No such saved search']);

/** One saved search of the session's user: rename, change how often it mails, point it at a new search, delete. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountWrites', per: 'client' }],
  handlers: {
    async PATCH({ request, brand, params }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const id = parseIdParam(params.id);
      if (id === null) return notFound();
      const form = await readFormRequest(request, brand, savedSearchUpdateSchema);
      if (!form.ok) return form.response;
      const saved = await updateSavedSearch(check.session.userId, brand, id, form.value);
      if (!saved.ok) return savedSearchRefusal(saved.reason, form.t) ?? notFound();
      return privateJson({ data: saved.search });
    },
    async DELETE({ request, brand, params }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const id = parseIdParam(params.id);
      if (id === null || !(await deleteSavedSearch(check.session.userId, brand, id))) return notFound();
      return privateJson({ data: { success: true } });
    },
  },
});
