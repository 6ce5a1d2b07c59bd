import type { LoginInfo } from '../login-info';
import { fetchLoginInfo } from './account-client';
import { loginInfoOf } from './login-info-check';
import { pageSiteId } from './site-id';

/** SPEC §7 logininfo for this page's site: this browser's login info, or null when it could not be read. */
export async function fetchCurrentLoginInfo(): Promise<LoginInfo | null> {
  const siteId = pageSiteId();
  if (siteId === null) return null;
  const answer = await fetchLoginInfo(siteId);
  return answer.ok ? loginInfoOf(answer.data) : null;
}
