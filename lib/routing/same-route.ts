import type { Route } from './route';

type Json = string | number | boolean | null | undefined | readonly Json[] | { readonly [key: string]: Json };

/** Keys sorted at every depth and undefined fields dropped, so equal routes serialize equally. */
function stable(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as { readonly [key: string]: Json })
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** A route as a string that equal routes share whatever their key order: a key for maps of routes. */
export function routeKey(route: Route): string {
  return stable(route as Json);
}

/** Same page: routes built by hand and by a parser compare equal whatever their key order. */
export function sameRoute(a: Route | null | undefined, b: Route | null | undefined): boolean {
  if (!a || !b) return a === b;
  return routeKey(a) === routeKey(b);
}
