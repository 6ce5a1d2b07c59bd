import type { AbstractIntlMessages } from 'next-intl';
import { labelNamespaces } from './labels';

/**
 * Message namespaces the client components of most pages read (filters, validation, labels, search UI,
 * the placard's words, the login modal). A page whose own islands read more adds them with
 * `PageClientCopy`: the listing page (`gallery`, `listingActions`), account settings
 * (`accountDetails`), the seller workspace, finance.
 */
export const clientNamespaces = ['accountUi', 'autocomplete', 'carousel', 'contact', 'errors', 'filters', 'forms', 'map', 'placard', 'validation', 'savedSearches', 'search', ...labelNamespaces] as const;

/** The copy the root layout hands to the browser: the namespaces every page needs. The rest stays on the server. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return pick(messages, clientNamespaces);
}

/**
 * What a page adds for its own client components (PageClientCopy): its `extra` namespaces only, as the
 * browser already holds the layout's; a namespace the layout gives is not sent twice.
 */
export function pageClientMessages(messages: AbstractIntlMessages, extra: readonly string[]): AbstractIntlMessages {
  const given = new Set<string>(clientNamespaces);
  return pick(messages, extra.filter((name) => !given.has(name)));
}

function pick(messages: AbstractIntlMessages, names: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(names.map((name) => [name, messages[name] ?? {}]));
}
