import { AccountType } from '@/lib/domain';
import { auth, issueLoginTokenInContext, LOGIN_TOKEN_SECONDS } from './auth';
import { withAuthContext, type AuthCallContext } from './auth-context';
import { hrefFor } from '@/lib/navigation';
import { absolute, loginLinkMail, passwordChangedMail, sendAccountMail } from './account-mail';
import { LOGIN_TOKEN_PARAM } from './login-token-param';
import { readSession, revokeSessionToken } from './session';

// The account flows over the auth library, each answering with an outcome and the Set-Cookie headers to
// pass on. Failures never tell whether an address is registered: a wrong email and a wrong password are
// the same answer, sign-up and reset answer the same for new and taken addresses.

export type FlowOutcome = { ok: true; cookies: string[] } | { ok: false; reason: 'credentials' | 'token' | 'password' | 'current-password' | 'session' };

const setCookies = (headers: Headers) => headers.getSetCookie();
const refused = (reason: Extract<FlowOutcome, { ok: false }>['reason']): FlowOutcome => ({ ok: false, reason });

/** The library's refusals (wrong password, bad token) become outcomes; anything else is a real error. */
async function refusedAs<T>(reason: Extract<FlowOutcome, { ok: false }>['reason'], work: () => Promise<T>): Promise<T | FlowOutcome> {
  try {
    return await work();
  } catch (error) {
    // The library throws its APIError for refusals (and redirects); two copies of the class exist in its bundles.
    if (error instanceof Error && error.name === 'APIError') return refused(reason);
    throw error;
  }
}

const isOutcome = (value: unknown): value is FlowOutcome => typeof value === 'object' && value !== null && 'ok' in value;

/** Email and password; a session the request already had is revoked (sessions rotate on login). */
export async function logIn(headers: Headers, email: string, password: string): Promise<FlowOutcome> {
  const previous = await readSession(headers);
  const result = await refusedAs('credentials', () => auth().api.signInEmail({ body: { email, password, rememberMe: true }, headers, returnHeaders: true }));
  if (isOutcome(result)) return result;
  if (previous) await revokeSessionToken(previous.sessionToken);
  return { ok: true, cookies: setCookies(result.headers) };
}

export interface SignUp {
  name: string;
  email: string;
  password: string;
  phone: string | null;
  phoneType: string | null;
  seller: boolean;
  newsletter: boolean;
}

/**
 * Creates the account and mails a link that confirms the address; a taken address gets a mail to its
 * owner instead. Either way the answer is the same and nobody is logged in by it.
 */
export async function signUp(context: AuthCallContext, headers: Headers, form: SignUp): Promise<void> {
  try {
    await withAuthContext(context, async () => {
      await auth().api.signUpEmail({
        body: {
          name: form.name, email: form.email, password: form.password, phone: form.phone ?? undefined, phoneType: form.phoneType ?? undefined,
          accountType: form.seller ? AccountType.STANDARD_FREE_SELLER : AccountType.STANDARD_BUYER, newsletter: form.newsletter,
        },
        headers,
      });
    });
  } catch (error) {
    // Two sign-ups for one new address at once (a double click): both find no account, the first insert
    // wins and the second breaks the unique email. The loser gets the winner's answer; its mail is sent.
    if (error instanceof Error && error.name === 'APIError' && (await accountExists(form.email))) return;
    throw error;
  }
}

async function accountExists(email: string): Promise<boolean> {
  const context = await auth().$context;
  return (await context.internalAdapter.findUserByEmail(email.toLowerCase())) !== null;
}

export async function logOut(headers: Headers): Promise<string[]> {
  const session = await readSession(headers);
  if (!session) return [];
  const result = await auth().api.signOut({ headers, returnHeaders: true });
  return setCookies(result.headers);
}

/** Mails a single-use reset link when the address has an account; the answer never says which. */
export async function requestPasswordReset(context: AuthCallContext, email: string): Promise<void> {
  await withAuthContext(context, () => auth().api.requestPasswordReset({ body: { email } }));
}

/** A new password from a reset link: the token is spent, every session of the user ends. */
export async function resetPassword(token: string, newPassword: string): Promise<FlowOutcome> {
  const result = await refusedAs('token', () => auth().api.resetPassword({ body: { token, newPassword } }));
  return isOutcome(result) ? result : { ok: true, cookies: [] };
}

/** Changes the password of the session's user: other sessions end, this one is replaced by a new one. */
export async function changePassword(context: AuthCallContext, headers: Headers, currentPassword: string, newPassword: string): Promise<FlowOutcome> {
  const session = await readSession(headers);
  if (!session) return refused('session');
  const result = await refusedAs('current-password', () =>
    auth().api.changePassword({ body: { currentPassword, newPassword, revokeOtherSessions: true }, headers, returnHeaders: true }),
  );
  if (isOutcome(result)) return result;
  await revokeSessionToken(session.sessionToken);
  const { user } = result.response;
  await sendAccountMail(passwordChangedMail({ ...context, email: user.email, name: user.name }));
  return { ok: true, cookies: setCookies(result.headers) };
}

/** SPEC §7 loginviatoken: spends a login token and starts a session (the old one, if any, is revoked). */
export async function logInWithToken(headers: Headers, token: string): Promise<FlowOutcome> {
  const previous = await readSession(headers);
  const result = await refusedAs('token', () => auth().api.magicLinkVerify({ query: { token }, headers, returnHeaders: true }));
  if (isOutcome(result)) return result;
  if (previous) await revokeSessionToken(previous.sessionToken);
  return { ok: true, cookies: setCookies(result.headers) };
}

/** A login token for a confirmed user: single use, valid for LOGIN_TOKEN_SECONDS; null for anyone else. */
export function issueLoginToken(context: AuthCallContext, email: string): Promise<string | null> {
  return withAuthContext(context, () => issueLoginTokenInContext(email));
}

/** Mails a login link (`?logintoken=`) when the address is a confirmed user's; the answer never says which. */
export async function mailLoginLink(context: AuthCallContext, email: string): Promise<void> {
  const token = await issueLoginToken(context, email);
  if (!token) return;
  const found = await auth().$context.then((c) => c.internalAdapter.findUserByEmail(email));
  const url = absolute(context.origin, `${hrefFor(context.brand, { kind: 'home' })}?${LOGIN_TOKEN_PARAM}=${encodeURIComponent(token)}`);
  await sendAccountMail(loginLinkMail({ ...context, email, name: found?.user.name ?? '' }, url, LOGIN_TOKEN_SECONDS / 60));
}

/** The sign-up mail's link: confirms the address (the link is signed and expires); true when it did. */
export async function confirmEmail(token: string): Promise<boolean> {
  const result = await refusedAs('token', () => auth().api.verifyEmail({ query: { token } }));
  return !isOutcome(result);
}
