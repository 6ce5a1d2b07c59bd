import type { AbstractIntlMessages } from 'next-intl';
import { labelNamespaces } from './labels';

/**
 * Message namespaces the client components of most pages read (validation, labels, the placard's
 * words, the contact form's). A page whose own islands read more adds them with `PageClientCopy`: the
 * search views (`searchViewNamespaces`), the listing page (`gallery`, `listingActions`), account
 * settings (`accountDetails`), the seller workspace, finance, the login and reset pages (`accountUi`).
 */
export const clientNamespaces = ['autocomplete', 'carousel', 'contact', 'errors', 'forms', 'placard', 'validation', 'savedSearches', ...labelNamespaces] as const;

/**
 * The search views' own words (the filters, sort, list and map switch, the search memory, the map's):
 * the search, broker listings and property-link pages add them (components/search/search-results.tsx);
 * the home, directory, profile, content and error pages go without them (3.9 KB). `map` is also the
 * listing page's and the add-listing page's (their maps).
 */
export const searchViewNamespaces = ['filters', 'map', 'search'] as const;

/**
 * Namespaces read by dialogs that load on demand: fetched beside the dialog's code (`GET /api/copy`,
 * `loadClientCopy`) instead of travelling with every page. `accountUi` is the account dialogs' (log
 * in, sign up, reset and change password): 1.9 KB that no page needs to paint.
 */
export const onDemandNamespaces = ['accountUi'] as const;
export type OnDemandNamespace = (typeof onDemandNamespaces)[number];

/** The parts of on-demand namespaces that pages read as they hydrate (every placard's Like, the seller's welcome popover). */
const everyPageParts: Readonly<Record<OnDemandNamespace, readonly string[]>> = { accountUi: ['like', 'sellerPopover'] };

type ClientNamespace = (typeof clientNamespaces)[number];

/**
 * Parts of the layout's namespaces that one page alone reads: the page adds the namespace whole with
 * `PageClientCopy`, and every other page goes without them. `savedSearches.list` is the account's
 * saved-searches page's (its rows: rename, delete, their notices; 0.8 KB); the rest of the namespace
 * (the search page's Save search and its panel, the email choices) stays with every page.
 */
const pageOnlyParts: Readonly<Partial<Record<ClientNamespace, readonly string[]>>> = { savedSearches: ['list'] };

/**
 * The copy the root layout hands to the browser: the namespaces every page needs (without their
 * page-only parts), and of the on-demand ones the parts pages read. The rest stays on the server.
 */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  const everyPage = clientNamespaces.map((name) => [name, omit(namespace(messages, name), pageOnlyParts[name] ?? [])] as const);
  const parts = onDemandNamespaces.map((name) => [name, pick(namespace(messages, name), everyPageParts[name])] as const);
  return { ...Object.fromEntries(everyPage), ...Object.fromEntries(parts) };
}

/** One on-demand namespace whole, as `GET /api/copy` answers it. */
export function onDemandMessages(messages: AbstractIntlMessages, name: OnDemandNamespace): AbstractIntlMessages {
  return { [name]: namespace(messages, name) };
}

function namespace(messages: AbstractIntlMessages, name: string): AbstractIntlMessages {
  const value = messages[name];
  return typeof value === 'object' ? value : {};
}

/**
 * What a page adds for its own client components (PageClientCopy): its `extra` namespaces only, as the
 * browser already holds the layout's; a namespace the layout gives whole is not sent twice, one it
 * gives without its page-only parts is sent whole.
 */
export function pageClientMessages(messages: AbstractIntlMessages, extra: readonly string[]): AbstractIntlMessages {
  const given = new Set<string>(clientNamespaces.filter((name) => pageOnlyParts[name] === undefined));
  return pick(messages, extra.filter((name) => !given.has(name)));
}

function omit(messages: AbstractIntlMessages, names: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([name]) => !names.includes(name)));
}

function pick(messages: AbstractIntlMessages, names: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(names.map((name) => [name, messages[name] ?? {}]));
}
