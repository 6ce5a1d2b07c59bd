import type { AbstractIntlMessages } from 'next-intl';
import { labelNamespaces } from './labels';

/** Message namespaces every page's client components read (filters, validation, labels, search UI). */
export const clientNamespaces = ['accountDetails', 'accountUi', 'autocomplete', 'carousel', 'contact', 'errors', 'filters', 'forms', 'gallery', 'listingActions', 'map', 'validation', 'savedSearches', 'search', ...labelNamespaces] as const;

/**
 * The copy handed to the browser: the namespaces every page needs, plus `extra` for a page whose own
 * client components read more (the add-listing workspace). The rest stays on the server.
 */
export function clientMessages(messages: AbstractIntlMessages, extra: readonly string[] = []): AbstractIntlMessages {
  return Object.fromEntries([...clientNamespaces, ...extra].map((name) => [name, messages[name] ?? {}]));
}
