import type { AbstractIntlMessages } from 'next-intl';
import { labelNamespaces } from './labels';

/**
 * Message namespaces the client components of most pages read (filters, validation, labels, search UI,
 * the login modal). A page whose own islands read more adds them with `PageClientCopy`: the listing page
 * (`gallery`, `listingActions`), account settings (`accountDetails`), the seller workspace, finance.
 */
export const clientNamespaces = ['accountUi', 'autocomplete', 'carousel', 'contact', 'errors', 'filters', 'forms', 'map', 'validation', 'savedSearches', 'search', ...labelNamespaces] as const;

/**
 * The copy handed to the browser: the namespaces every page needs, plus `extra` for a page whose own
 * client components read more (the add-listing workspace). The rest stays on the server.
 */
export function clientMessages(messages: AbstractIntlMessages, extra: readonly string[] = []): AbstractIntlMessages {
  return Object.fromEntries([...clientNamespaces, ...extra].map((name) => [name, messages[name] ?? {}]));
}
