import { safeReturnPath } from './return-path';

// The login page's query (SPEC §6): `mode` (signup, forgot), `origin` (where to go after logging in) and
// `title` (the page that asked for a login). Read in the browser: the page itself is the same for everyone.

/** The form the page shows; the names are the UI store's modal ids of the same forms. */
export type LoginPageMode = 'login' | 'register' | 'reset';

const modeParams: Readonly<Record<string, LoginPageMode>> = { signup: 'register', forgot: 'reset' };
const paramOfMode: Readonly<Record<LoginPageMode, string | null>> = { login: null, register: 'signup', reset: 'forgot' };

export interface LoginPageQuery {
  mode: LoginPageMode;
  /** A path on this site (SPEC §6 origin), home when absent or not one of ours. */
  returnPath: string;
  /** Shown as the heading only when it is one of the titles our own redirects send, so a link cannot put words on our page. */
  title: string | null;
  /** The sign-up mail's link came back (`?confirmed=1`, or `0` when it was expired or not valid). */
  confirmed: boolean | null;
}

export function loginPageQuery(search: string, knownTitles: readonly string[], home: string): LoginPageQuery {
  const params = new URLSearchParams(search);
  const title = params.get('title');
  return {
    mode: modeParams[params.get('mode') ?? ''] ?? 'login',
    returnPath: safeReturnPath(params.get('origin'), home),
    title: title !== null && knownTitles.includes(title) ? title : null,
    confirmed: params.get('confirmed') === '1' ? true : params.get('confirmed') === '0' ? false : null,
  };
}

/** The same query in another mode (origin and title kept), for the address bar when the form changes. */
export function loginPageSearch(search: string, mode: LoginPageMode): string {
  const params = new URLSearchParams(search);
  const param = paramOfMode[mode];
  if (param) params.set('mode', param);
  else params.delete('mode');
  const query = params.toString();
  return query ? `?${query}` : '';
}
