import type { LoginInfo } from '../login-info';
import type { SavedSearchUpdate } from '../account-forms';
import type { SavedSearchView } from '../saved-searches';

// The browser's calls to the account API (app/api/account, app/api/authenticate). Same-origin, cookies
// included; every answer is checked for shape before use.

export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: number };

async function call<T>(path: string, init: RequestInit = {}): Promise<ApiAnswer<T>> {
  try {
    const response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', ...init });
    if (!response.ok) return { ok: false, status: response.status };
    const body: unknown = await response.json();
    const data = typeof body === 'object' && body !== null && 'data' in body ? (body as { data: T }).data : (body as T);
    return { ok: true, data };
  } catch {
    return { ok: false, status: 0 };
  }
}

const json = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: body === undefined ? {} : { 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

export const fetchIsLoggedIn = () => call<boolean>('/api/authenticate/isloggedin');
export const fetchLoginInfo = (siteId: number) => call<LoginInfo>(`/api/authenticate/logininfo/${siteId}`);
export const postTokenLogin = (token: string, siteId: number) =>
  call<LoginInfo>(`/api/authenticate/loginviatoken/${encodeURIComponent(token)}/${siteId}`, { method: 'POST' });
export const postLogout = () => call<{ isLoggedIn: false }>('/api/account/logout', json('POST'));
export const putLike = (listingId: number) => call<number[]>(`/api/account/favorites/${listingId}`, json('PUT'));
export const deleteLike = (listingId: number) => call<number[]>(`/api/account/favorites/${listingId}`, json('DELETE'));
export const patchSavedSearch = (id: number, changes: SavedSearchUpdate) => call<SavedSearchView>(`/api/account/saved-searches/${id}`, json('PATCH', changes));
export const deleteSavedSearch = (id: number) => call<{ success: true }>(`/api/account/saved-searches/${id}`, json('DELETE'));
