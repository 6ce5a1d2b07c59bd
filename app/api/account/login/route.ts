import { loginSchema } from '@/lib/accounts/account-forms';
import { loadUserInfo } from '@/lib/accounts/user-info';
import { logIn } from '@/lib/auth/credentials';
import { isKnownDevice, knownDeviceCookie } from '@/lib/auth/known-device';
import { loginFailed, loginGate } from '@/lib/auth/login-throttle';
import { readNewSession } from '@/lib/auth/session';
import { env } from '@/lib/env';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';
import { emailLimitKey, readFormRequest } from '@/lib/leads/server';

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

/**
 * Email and password login (SPEC §7 "credential login", shape ours): a per-address limit; wrong
 * passwords for one email slow down and then cap attempts from browsers the account has not logged in
 * from (lib/auth/login-throttle.ts), never the owner's own; one answer, in one time, for an unknown
 * email and a wrong password; a new session cookie, the known-device note and the user info.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'login', per: 'client' }],
  handlers: {
    async POST({ request, brand }) {
      const arrived = performance.now();
      const form = await readFormRequest(request, brand, loginSchema);
      if (!form.ok) return form.response;
      const emailKey = emailLimitKey(form.value.email);
      const gate = await loginGate(emailKey, isKnownDevice(request.headers, emailKey));
      if (!gate.allowed) return apiError(429, ['Too many requests; try again shortly'], { 'retry-after': String(gate.retryAfterSeconds) });
      if (gate.delayMs > 0) await wait(gate.delayMs);
      const outcome = await logIn(request.headers, form.value.email, form.value.password);
      if (!outcome.ok) {
        await loginFailed(emailKey);
        // Refused alike for an account and a stranger, and in the same time: LOGIN_FAILURE_FLOOR_MS
        // (plus the slow-down, if any) after the request arrived, so reading it, the gate, the check
        // and the failure's record all fall inside the floor.
        await wait(env().LOGIN_FAILURE_FLOOR_MS + gate.delayMs - (performance.now() - arrived));
        return apiError(401, [form.t('account.wrongCredentials')]);
      }
      const session = await readNewSession(outcome.cookies);
      const userInfo = session ? await loadUserInfo(session.userId) : null;
      return privateJson({ data: { isLoggedIn: true, userInfo } }, { cookies: [...outcome.cookies, knownDeviceCookie(emailKey)] });
    },
  },
});
