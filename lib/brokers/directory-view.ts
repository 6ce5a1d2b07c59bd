import { DirectorySort, MemberType, memberTypeSlug, type DirectorySortId, type MemberTypeId } from '@/lib/domain';
import { dialects, type DialectName, type DirectoryRoute, type RouteOf } from '@/lib/routing';

// What one broker directory page shows (SPEC §2.1 broker directory, §2.5 segments, §3 member types
// and sorts): the path carries place, member type, sort and page; the name search is the one query
// parameter, `name`. Browser-safe: the filter bar builds the next URL with it.

/** The query parameter of the directory's name search. */
export const NAME_PARAMETER = 'name';
/** Longest name search kept; longer text is cut, never an error. */
export const MAX_NAME_LENGTH = 60;
/** Words of a name search used to match (first and last name, a company's words). */
export const MAX_NAME_WORDS = 5;
/** Agent cards on one directory page. */
export const DIRECTORY_PAGE_SIZE = 24;

/** The directory's sorts in the order the menu lists them. */
export const directorySorts: readonly DirectorySortId[] = [
  DirectorySort.DEFAULT, DirectorySort.NAME_AZ, DirectorySort.NAME_ZA, DirectorySort.LISTINGS_HIGH, DirectorySort.PRICE_HIGH, DirectorySort.ACRES_HIGH,
];

/** The member type tabs, "All" first (SPEC §3 directory member types). */
export const directoryMemberTypes: readonly MemberTypeId[] = [
  MemberType.BROKER, MemberType.AGENT, MemberType.AUCTIONEER, MemberType.PROPERTY_OWNER, MemberType.LAND_RETAILER,
];

const typeBySlug = new Map(Object.entries(memberTypeSlug).map(([type, slug]) => [slug, type as MemberTypeId]));

/** The member type a route's segment names ('brokers' -> Broker). */
export function memberTypeOf(route: DirectoryRoute): MemberTypeId | undefined {
  return route.memberType ? typeBySlug.get(route.memberType) : undefined;
}

/** The sort a route names, the default when it names none. */
export function directorySortOf(route: DirectoryRoute): DirectorySortId {
  return directorySorts.find((s) => s === route.sort) ?? DirectorySort.DEFAULT;
}

/** A name search as typed, tidied: spaces collapsed, cut to MAX_NAME_LENGTH ("" when there is none). */
export function tidyName(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_NAME_LENGTH).trim();
}

/** The words a name search matches by prefix: lower case, accents and punctuation gone ("O'Neil" -> "oneil"). */
export function nameWords(text: string): string[] {
  return tidyName(text)
    .normalize('NFKD')
    .toLowerCase()
    .split(' ')
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter((w) => w.length > 0)
    .slice(0, MAX_NAME_WORDS);
}

/** One directory page: its route and the name search. */
export interface DirectoryView {
  route: DirectoryRoute;
  name: string;
}

/** The URL of a directory page in a dialect; a name search goes in the query. */
export function directoryHref(dialect: DialectName, view: DirectoryView): string {
  const path = dialects[dialect].build(view.route);
  const name = tidyName(view.name);
  return name ? `${path}?${new URLSearchParams({ [NAME_PARAMETER]: name }).toString()}` : path;
}

/** The same page with some fields changed; any change but the page number starts again at page 1. */
export function withDirectory(view: DirectoryView, change: Partial<Omit<DirectoryRoute, 'kind'>> & { name?: string }): DirectoryView {
  const { name, ...route } = change;
  const next: DirectoryRoute = { ...view.route, page: 0, ...route };
  for (const key of Object.keys(next) as (keyof DirectoryRoute)[]) if (next[key] === undefined) delete next[key];
  if (!next.state) delete next.area;
  return { route: next, name: name ?? view.name };
}

/** The name search of a query, or a redirect when the query holds anything else or an untidy name. */
export function readDirectoryQuery(route: DirectoryRoute, query: URLSearchParams): { view: DirectoryView; canonical: boolean } {
  const names = query.getAll(NAME_PARAMETER);
  const name = tidyName(names[0]);
  const others = [...query.keys()].some((key) => key !== NAME_PARAMETER);
  // A name without a word to match ('%', '!!!') is no name search: the URL without it.
  const searchable = nameWords(name).length > 0;
  const canonical = !others && names.length <= 1 && (names.length === 0 || (names[0] === name && searchable));
  return { view: { route, name: searchable ? name : '' }, canonical };
}

/** Land's `/member/{name}/` (SPEC §2.2, a name where the id would be): the directory's search for that name. */
export function brokerSearchTarget(dialect: DialectName, route: RouteOf<'broker-search'>): string {
  return directoryHref(dialect, { route: { kind: 'directory', page: 0 }, name: route.name.replace(/-/g, ' ') });
}
