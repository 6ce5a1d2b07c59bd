import type { AbstractIntlMessages } from 'next-intl';
import type { OnDemandNamespace } from './client-messages';

const loading = new Map<OnDemandNamespace, Promise<AbstractIntlMessages>>();

/**
 * One of the brand's on-demand copy namespaces (`GET /api/copy`, lib/i18n/client-messages.ts), fetched
 * once per page and shared by whoever asks; a failed fetch is forgotten, so the next ask tries again.
 * The brand is the host's, as for every API call.
 */
export function loadClientCopy(name: OnDemandNamespace): Promise<AbstractIntlMessages> {
  let copy = loading.get(name);
  if (!copy) {
    copy = fetch(`/api/copy?ns=${name}`).then(async (response) => {
      if (!response.ok) throw new Error(`copy "${name}": HTTP ${response.status}`);
      return (await response.json()) as AbstractIntlMessages;
    });
    copy.catch(() => loading.delete(name));
    loading.set(name, copy);
  }
  return copy;
}
